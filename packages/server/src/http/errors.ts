// Every error leaves as JSON {error: "STATUS: text"}: never an HTML page, never a stack.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { StorageUnavailableError } from '../storage/unavailable.ts';

export const NOT_FOUND = '404: This page does not exist';
export const DATABASE_UNAVAILABLE =
  '503: The database is unavailable right now; please try again in a few seconds';
/** seconds a client should wait before it retries a call that needs the database */
const RETRY_AFTER_S = 5;

export class HttpError extends Error {
  readonly statusCode: number;
  /** sent as Retry-After (seconds) when set */
  readonly retryAfterS?: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

export function notFound(): HttpError {
  return new HttpError(404, NOT_FOUND);
}

function text(error: FastifyError, status: number): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'Request body is too large';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return 'Send JSON (Content-Type: application/json)';
  if (status === 429) return `Too many requests: ${error.message}`;
  return error.message;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // the lineup needs no database and keeps being served; this call did and could not
    if (error instanceof StorageUnavailableError) {
      request.log.warn({ reason: error.message }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_S))
        .header('cache-control', 'no-store')
        .send({ error: DATABASE_UNAVAILABLE });
    }
    const code = error.statusCode;
    const status = typeof code === 'number' && code >= 400 && code < 600 ? code : 500;
    // our own errors carry a text written for the client (e.g. 502 from the provider)
    if (error instanceof HttpError && /^\d{3}: /.test(error.message)) {
      if (status >= 500) request.log.warn({ status }, error.message);
      if (error.retryAfterS !== undefined) reply.header('retry-after', String(error.retryAfterS));
      return reply.code(status).send({ error: error.message });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ error: `${status}: Server error` });
    }
    return reply.code(status).send({ error: `${status}: ${text(error, status)}` });
  });
}

/**
 * Fastify refuses some requests before routing, without the error handler (a broken
 * percent-encoding, an over-long path parameter): the same JSON shape for those too.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 400;
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'This address is not valid (broken percent-encoding)'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'This address is too long'
        : 'Server error';
  void reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ error: `${status}: ${message}` });
}

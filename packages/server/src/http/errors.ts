// Every error leaves as JSON {error: "STATUS: text"}: never an HTML page, never a stack.
import type { FastifyError, FastifyInstance } from 'fastify';

export const NOT_FOUND = '404: This page does not exist';

export class HttpError extends Error {
  readonly statusCode: number;
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
    const code = error.statusCode;
    const status = typeof code === 'number' && code >= 400 && code < 600 ? code : 500;
    // our own errors carry a text written for the client (e.g. 502 from the provider)
    if (error instanceof HttpError && /^\d{3}: /.test(error.message)) {
      if (status >= 500) request.log.warn({ status }, error.message);
      return reply.code(status).send({ error: error.message });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ error: `${status}: Server error` });
    }
    return reply.code(status).send({ error: `${status}: ${text(error, status)}` });
  });
}

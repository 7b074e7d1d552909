// CORS for what anyone may read (DESIGN §11): the lineup, the open-data exports and the embed
// script. GET (and HEAD) only, never credentials: `*` cannot be combined with cookies or
// Authorization, and nothing here needs either. The ETag is exposed so a page on another site
// can keep its copy and ask with If-None-Match.
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

export const PUBLIC_READ_HEADERS: readonly (readonly [string, string])[] = [
  ['access-control-allow-origin', '*'],
  ['access-control-expose-headers', 'ETag'],
];

export function publicRead(
  _request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  for (const [name, value] of PUBLIC_READ_HEADERS) reply.header(name, value);
  done();
}

/** the answer to a browser's preflight: only GET, only the header a cached copy is asked with */
export const PREFLIGHT_HEADERS: readonly (readonly [string, string])[] = [
  ['access-control-allow-origin', '*'],
  ['access-control-allow-methods', 'GET, HEAD'],
  ['access-control-allow-headers', 'If-None-Match'],
  ['access-control-max-age', '86400'],
];

export function preflight(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const method = String(request.headers['access-control-request-method'] ?? '').toUpperCase();
  // a page may read, never write: anything else is refused without a CORS header
  if (method !== 'GET' && method !== 'HEAD') return reply.code(403).send();
  for (const [name, value] of PREFLIGHT_HEADERS) reply.header(name, value);
  return reply.code(204).send();
}

// What the request log may say (issue 12, item 9): a calendar link's secret is as good as a
// password to a fan's plan, so it never reaches the log; the rest of the request line does.
import type { FastifyRequest } from 'fastify';

const FEED_SECRET = /^(\/ical\/)[^/?#.]+/;

export function redactUrl(url: string): string {
  return url.replace(FEED_SECRET, '$1[secret]');
}

/** Fastify's request serializer with the URL redacted */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

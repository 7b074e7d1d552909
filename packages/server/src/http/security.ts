// Security headers on every response (issue 3 §6): a CSP without inline script, nosniff,
// a strict referrer policy. No cookies are ever set anywhere in the server. HSTS only on
// answers that went out over https (directly or through a trusted proxy): sent over plain
// http it is meaningless at best, and on a test or LAN address it pins a name to https.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './apiPath.ts';

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * What an API answer carries instead of the page's policy: JSON is never rendered as a page
 * that loads anything, so nothing may load or frame it. The page-only headers below would
 * only be bytes on every lineup poll and 304 (about 600 of them), and a proxy's cache reads
 * every stored header again for each answer it gives.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const PAGE_ONLY = [
  // no restriction is the same as 'cross-origin', which the pictures need
  'cross-origin-resource-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** As Fastify's request.protocol: the last X-Forwarded-Proto when the proxy is trusted. */
export function isHttps(req: IncomingMessage, trustProxy: boolean | number | string): boolean {
  if ((req.socket as TLSSocket | undefined)?.encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  if (!trustProxy || typeof proto !== 'string') return false;
  return proto.slice(proto.lastIndexOf(',') + 1).trim() === 'https';
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // styles set by the UI libraries at run time; no script can be injected this way
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'https:', 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        mediaSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // images and pictures of the lineup may be embedded by link previews on other sites
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (isApiPath(request.url)) {
      // helmet wrote these straight onto the response
      for (const name of PAGE_ONLY) reply.raw.removeHeader(name);
      reply.raw.setHeader('content-security-policy', API_CSP);
    }
  });
}

// Security headers on every response (issue 3 §6): a CSP without inline script (but the web
// app's own, named by its hash: the layout is picked in the page's head before it paints), nosniff,
// a strict referrer policy. No cookies are ever set anywhere in the server. HSTS only on
// answers that went out over https (directly or through a trusted proxy): sent over plain
// http it is meaningless at best, and on a test or LAN address it pins a name to https.
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isApiPath } from './apiPath.ts';

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * What an API answer carries instead of the page's policy: JSON is never rendered as a page
 * that loads anything, so nothing may load or frame it. The page-only headers would only be
 * bytes on every lineup poll and 304 (about 600 of them), and a proxy's cache reads every
 * stored header again for each answer it gives.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources of the classic inline scripts in the built index.html (the web app's layout
 * rule, build/layoutScript.ts): each allowed by its hash, and no other inline script.
 */
export function inlineScriptSources(indexHtml: string): string[] {
  return [...indexHtml.matchAll(INLINE_SCRIPT)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The pages' headers, made once: @fastify/helmet built helmet's middleware again on every
 * request (16 µs each), and wrote the page-only headers onto API answers only for them to be
 * removed again.
 */
const pageHeaders = (inlineScripts: string[]) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
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

/** As Fastify's request.protocol: the last X-Forwarded-Proto when the proxy is trusted. */
export function isHttps(req: IncomingMessage, trustProxy: boolean | number | string): boolean {
  if ((req.socket as TLSSocket | undefined)?.encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  if (!trustProxy || typeof proto !== 'string') return false;
  return proto.slice(proto.lastIndexOf(',') + 1).trim() === 'https';
}

/** `inlineScripts`: the sources inlineScriptSources found in the page's shell */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  inlineScripts: string[] = [],
): Promise<void> {
  const headers = pageHeaders(inlineScripts);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (isApiPath(request.url)) {
      reply.raw.setHeader('content-security-policy', API_CSP);
      reply.raw.setHeader('x-content-type-options', 'nosniff');
      done();
    } else {
      headers(request.raw, reply.raw, (err) => done(err as Error | undefined));
    }
  });
}

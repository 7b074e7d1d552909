// The built web app on the API's origin: hashed assets cached for a year, the HTML shell, the
// service worker and the manifests never cached without revalidation, and every deep link
// (/event/x, /de/lineup/x/2, /api/soundcloud) answered with index.html (SPA fallback).
// DATA_DIR/media holds the organisers' pictures at /media.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND } from '../http/errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const SHORT = 'public, max-age=3600';
const MEDIA = 'public, max-age=86400';
/** asset-looking paths get a real 404, not the HTML shell */
const ASSET_PATH =
  /^\/assets\/|\.(?:js|mjs|css|map|png|jpe?g|webp|avif|gif|svg|ico|woff2?|ttf|json|webmanifest|txt|xml)$/i;
/** the app's routes under /api/ (spec §2: /api/ followed by the audio-streaming service) */
const APP_ROUTES_UNDER_API = /^\/api\/soundcloud\/?$/;

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lineup: web app not built</title></head>
<body><h1>The web app is not built yet</h1>
<p>The API runs. Build the web app with <code>npm run build</code> and reload this page.</p>
</body></html>
`;

/** a page of one event (app/routeInfo.ts): /event/{id}, /tracks/{id}, /lineup/{id}[/{stage}] */
const EVENT_PAGE =
  /^(?:\/(?:de|fr|pl))?\/(?:(?:event|tracks)\/([a-z0-9-]{1,100})|lineup\/([a-z0-9-]{1,100})(?:\/[^/]+)?)\/?$/;

/**
 * The lineup a deep link's page fetches first. Sent as a preload hint with the HTML, the
 * request starts while the app's code is still loading instead of after it ran (the now
 * page's largest text waits for it).
 */
export function lineupPreload(pathname: string): string | null {
  const match = EVENT_PAGE.exec(pathname);
  const id = match?.[1] ?? match?.[2];
  return id ? `/api/lineup/${id}` : null;
}

/** the header of a built file; file.br and file.gz (precompressed copies) count as file */
export function cacheControlFor(file: string): string {
  const name = path.basename(file).replace(/\.(?:br|gz)$/, '');
  if (file.split(path.sep).includes('assets')) return IMMUTABLE;
  if (name.endsWith('.html') || name === 'sw.js' || /manifest/i.test(name)) return NO_CACHE;
  if (name.startsWith('workbox-') || name.startsWith('registerSW')) return NO_CACHE;
  return SHORT;
}

export async function registerWebApp(
  app: FastifyInstance,
  options: { webDist: string; dataDir: string },
): Promise<void> {
  const mediaDir = path.join(options.dataDir, 'media');
  if (existsSync(mediaDir)) {
    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: '/media/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', MEDIA),
    });
  }

  const built = existsSync(path.join(options.webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(file)),
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const page = request.method === 'GET' || request.method === 'HEAD';
    const api = url.startsWith('/api/') && !APP_ROUTES_UNDER_API.test(url);
    if (!page || api || ASSET_PATH.test(url)) {
      return reply.code(404).send({ error: NOT_FOUND });
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('cache-control', NO_CACHE)
        .send(NOT_BUILT);
    }
    reply.header('cache-control', NO_CACHE);
    const preload = lineupPreload(url);
    if (preload) reply.header('link', `<${preload}>; rel=preload; as=fetch; crossorigin`);
    return reply.sendFile('index.html');
  });
}

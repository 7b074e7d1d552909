// The built web app on the API's origin: hashed assets cached for a year, the HTML shell, the
// service worker and the manifests never cached without revalidation, and every deep link
// (/event/x, /de/lineup/x/2, /api/soundcloud) answered with index.html (SPA fallback), the
// pages that show a lineup with that lineup inline (lineupPage.ts). A path that is none of the
// app's pages (core appRoutes.ts) gets the same shell with status 404: the app says so.
// Folders of the build are never served as such, compressed or not: "/" is a page.
// DATA_DIR/media holds the organisers' pictures at /media (media.ts).

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isAppPage } from '@lineup/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { EventStore } from '../events/eventStore.ts';
import type { LineupCache } from '../events/lineupCache.ts';
import { isApiPath } from '../http/apiPath.ts';
import { sendEncoded } from '../http/encoding.ts';
import { NOT_FOUND } from '../http/errors.ts';
import { firstScreenBundle, inlineStylesheet, loadFirstScreen } from './firstScreen.ts';
import type { ScreenLimits } from './firstScreenThread.ts';
import { LineupPages } from './lineupPage.ts';
import { registerMedia } from './media.ts';
import { screenPreloads, screenStyles } from './screenPreloads.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const SHORT = 'public, max-age=3600';
/** asset-looking paths get a real 404, not the HTML shell */
const ASSET_PATH =
  /^\/assets\/|\.(?:js|mjs|css|map|png|jpe?g|webp|avif|gif|svg|ico|woff2?|ttf|json|webmanifest|txt|xml)$/i;

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lineup: web app not built</title></head>
<body><h1>The web app is not built yet</h1>
<p>The API runs. Build the web app with <code>npm run build</code> and reload this page.</p>
</body></html>
`;

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
  options: {
    webDist: string;
    dataDir: string;
    events: EventStore;
    lineups: LineupCache;
    clock: Clock;
    /** prerender the now page's first screen into its HTML (firstScreen.ts) */
    prerender: boolean;
    /** the time and memory of the thread that draws them (firstScreenThread.ts) */
    prerenderLimits: ScreenLimits;
  },
): Promise<void> {
  registerMedia(app, options.dataDir);

  const indexFile = path.join(options.webDist, 'index.html');
  const built = existsSync(indexFile);
  const firstScreen =
    built && options.prerender
      ? await loadFirstScreen(firstScreenBundle(options.webDist), options.prerenderLimits, app.log)
      : null;
  const index = built ? readFileSync(indexFile, 'utf8') : '';
  const pages = built
    ? new LineupPages(index, {
        ...options,
        firstScreen,
        indexWithStyles: firstScreen ? inlineStylesheet(index, options.webDist) : index,
        gridPreloads: screenPreloads(options.webDist),
        gridStyles: firstScreen?.grid ? screenStyles(options.webDist) : '',
        log: app.log,
      })
    : null;
  firstScreen?.start();
  app.addHook('onClose', async () => {
    pages?.close();
    await firstScreen?.close();
  });
  if (built) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      // "/" is a page with a lineup (below); /index.html stays the plain shell the service
      // worker precaches
      index: false,
      cacheControl: false,
      preCompressed: true,
      // a folder ("/", "/assets/") is left to the page handler below; without Accept-Encoding
      // the static files answered it 403
      allowedPath: (pathname) => !pathname.endsWith('/'),
      setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(file)),
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const page = request.method === 'GET' || request.method === 'HEAD';
    const api = isApiPath(url);
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
    const search = request.url.slice(url.length);
    const inline = await pages?.page(url, search).catch((err: unknown) => {
      // the plain shell still works: the app then fetches the lineup itself
      request.log.warn({ err }, 'page with inline lineup not built');
      return null;
    });
    if (inline) {
      return sendEncoded(request, reply, inline, {
        contentType: 'text/html; charset=utf-8',
        cacheControl: NO_CACHE,
      });
    }
    reply.header('cache-control', NO_CACHE);
    if (!isAppPage(url)) reply.code(404);
    return reply.sendFile('index.html');
  });
}

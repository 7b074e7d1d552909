/// <reference lib="webworker" />
// The service worker (spec §4, issue 5), built by vite-plugin-pwa (injectManifest):
// - the app shell (HTML, JS, CSS, small icons) precached, so a repeat visit costs no bytes;
// - every page navigation answered with the precached index.html (the app routes itself);
// - lineup responses stale-while-revalidate with their ETag (sw/lineupRoute.ts);
// - pictures cache-first with limits.
// A new version takes over at once; the page reloads when that happens (app/serviceWorker.ts).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { lineupResponse } from './sw/lineupRoute.ts';
import { isLineupPath } from './sw/protocol.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const DAY_S = 24 * 3600;

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    // server pages: the API (except the app's /api/{service} route), short links, media
    denylist: [/^\/api\/(?!soundcloud\/?$)/, /^\/s\//, /^\/media\//, /^\/health/],
  }),
);

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && isLineupPath(url.pathname) && request.method === 'GET',
  ({ event }) => lineupResponse(event as FetchEvent),
);

// Organisers' pictures and our own: kept a month, at most 200.
registerRoute(
  ({ url, request }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);

// Avatars on other sites arrive opaque (status 0): each one weighs heavily against the
// storage quota, so fewer of them, for a week.
registerRoute(
  ({ url, request }) => request.destination === 'image' && url.origin !== self.location.origin,
  new CacheFirst({
    cacheName: 'images-remote',
    plugins: [
      {
        cacheWillUpdate: async ({ response }) =>
          response.status === 0 || response.status === 200 ? response : null,
      },
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);

// A tap on a reminder (reminders/notify.ts puts the page to open in data.url): the app comes
// to the front on that page, or opens there.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const wanted = (event.notification.data as { url?: unknown } | null)?.url;
  const url = new URL(typeof wanted === 'string' ? wanted : '/', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) {
        try {
          await client.focus();
          await client.navigate(url.href);
          return;
        } catch {
          // not ours to steer (not controlled yet): try the next, or open a new one
        }
      }
      await self.clients.openWindow(url.href);
    })(),
  );
});

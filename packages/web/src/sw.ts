/// <reference lib="webworker" />
// The service worker (spec §4, issue 5), built by vite-plugin-pwa (injectManifest):
// - the app shell (HTML, JS, CSS, small icons) precached, so a repeat visit costs no bytes;
// - every page navigation answered with the precached index.html (the app routes itself),
//   never a server page, so no lineup goes stale in the HTML; a now page or a grid whose
//   lineup the worker holds gets its first screen rendered into that shell at the phone's
//   clock, as the server draws it (sw/firstScreenRoute.ts); the lineup comes from the
//   worker's own cache below, revalidated with its ETag;
// - lineup responses stale-while-revalidate with their ETag (sw/lineupRoute.ts);
// - the operator's details stale-while-revalidate;
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
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { firstScreenResponse, warmFirstScreen } from './sw/firstScreenRoute.ts';
import { lineupResponse } from './sw/lineupRoute.ts';
import { isLineupPath } from './sw/protocol.ts';
import { handlePush, handleSubscriptionChange } from './sw/push.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const DAY_S = 24 * 3600;

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// each time the worker starts (and once the precache is filled): the pages' shells are
// then ready when a navigation comes
warmFirstScreen();
self.addEventListener('activate', warmFirstScreen);

const shell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        const page = await firstScreenResponse(options.url);
        if (page) return page;
      } catch (err) {
        // the plain shell works without it: the app renders the first screen itself
        console.warn('first screen: sending the plain shell', err);
      }
      return shell(options);
    },
    {
      // server pages: the API (except the app's /api/{service} route), short links, media,
      // the embed's iframe page (framed by other sites: the app's shell may not be)
      denylist: [/^\/api\/(?!soundcloud\/?$)/, /^\/s\//, /^\/media\//, /^\/health/, /^\/embed\//],
    },
  ),
);

// one night of a lineup (?night=) is a first paint's shortcut: it goes to the network, and the
// offline copy stays the whole lineup
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    isLineupPath(url.pathname) &&
    !url.searchParams.has('night') &&
    request.method === 'GET',
  ({ event }) => lineupResponse(event as FetchEvent),
);

// Who runs the installation (About drawer, legal pages): the last answer works offline.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname === '/api/operator' &&
    request.method === 'GET',
  new StaleWhileRevalidate({ cacheName: 'operator' }),
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

// Reminders and change alerts pushed by the server while the app is closed (issue 13).
self.addEventListener('push', handlePush);
self.addEventListener('pushsubscriptionchange', handleSubscriptionChange);

// A tap on a reminder (reminders/notify.ts and sw/push.ts put the page to open in data.url): the app comes
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
          // focus may be refused (the tap's permission to raise a window has run out): the
          // page is still steered to the set
          await client.focus().catch(() => undefined);
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

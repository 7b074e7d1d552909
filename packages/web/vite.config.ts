import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const API = 'http://127.0.0.1:8080';
const SIDE_EFFECT_FREE = /[\\/](packages[\\/]core[\\/]src|node_modules[\\/]yaml)[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    // The service worker (issue 5 refines it): app shell precached, lineup network-first with
    // the last answer as the offline fallback, pictures cached with limits. The manifests are
    // static files per variant (public/*.webmanifest); the app links the one of its variant.
    VitePWA({
      injectRegister: false,
      manifest: false,
      registerType: 'autoUpdate',
      workbox: {
        globPatterns: [
          '**/*.{js,css,html}',
          '*-192x192.{png,webp}',
          '*-favicon-32x32.png',
          '*-mascot.svg',
          '*.webmanifest',
        ],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/s\//, /^\/media\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ url }) =>
              url.pathname === '/api/current' || url.pathname.startsWith('/api/lineup/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'lineup',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 30 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ request }) => request.destination === 'image',
            handler: 'CacheFirst',
            options: {
              cacheName: 'images',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/vendor/useSyncExternalStore.ts', import.meta.url),
        ),
      },
    ],
  },
  server: {
    proxy: {
      '/api': API,
      '/s/': API,
      '/media': API,
    },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    // The now page's first load is budgeted (issue 5): keep it lean, report chunk sizes.
    reportCompressedSize: true,
    // every browser that runs this app supports modulepreload: no polyfill in the first load
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 200,
    rolldownOptions: {
      treeshake: {
        // Core is pure (no side effects at import): what the client does not call must not
        // ship, above all the event-file loader and its YAML parser.
        moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id),
      },
    },
  },
});

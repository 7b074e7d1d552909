import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreenOnly } from './build/firstScreenOnly.ts';
import { gridScreenFiles } from './build/gridScreenFiles.ts';
import { layoutInHead } from './build/layoutScript.ts';
import { webManifests } from './build/manifests.ts';
import { preactAliases } from './build/preact.ts';
import { precompress } from './build/precompress.ts';
import { scriptText } from './build/scriptText.ts';

const API = 'http://127.0.0.1:8080';
// Pages a fan rarely opens, or opens on a computer (organiser, sign-in, legal, about, drawers,
// error pages): their chunk is fetched alone and its own imports once it has arrived. Each
// chunk a dynamic import preloads alongside is one more file name in the entry, which every
// now page downloads (its first load is budgeted); screens fans open from the now page keep
// theirs, so one tap costs one round trip.
const FETCHED_ALONE =
  /^assets\/(OrganiserPage|organiserQueries|Login|Logout|Callback|Impressum|Privacy|RouteError|NotFound)-/;

function preloadedWith(file: string, deps: string[]): string[] {
  // the runtime is a static import of the entry: loaded before any dynamic import runs
  const needed = deps.filter((d) => !/^assets\/rolldown-runtime-/.test(d));
  return FETCHED_ALONE.test(file) ? needed.filter((d) => d === file) : needed;
}

const SIDE_EFFECT_FREE = /[\\/](packages[\\/]core[\\/]src|node_modules[\\/]yaml)[\\/]/;

export default defineConfig({
  // JSX compiled for React's automatic runtime, which the aliases turn into Preact's
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [
    scriptText(),
    // the manifests, one per variant and language (src/kit/appManifest.ts); the page links the
    // one of its variant and language
    webManifests(),
    // Our own service worker (src/sw.ts, issue 5): the app shell precached, the lineup served
    // from cache at once and revalidated with its ETag, pictures cached with limits.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // the worker renders a now page's and a grid's first screen (sw/firstScreenRoute.ts):
        // only those, and it names the grid's files in the grid's page
        buildPlugins: { vite: [firstScreenOnly(), gridScreenFiles(), scriptText()] },
        // The precache is the app shell and the small pictures the first screen shows: no
        // large icons (512 px, maskable, apple-touch) and no organisers' media.
        globPatterns: [
          '**/*.{js,css,html}',
          '*-192x192.webp',
          '*-favicon-32x32.png',
          '*-mascot.svg',
          '*.webmanifest',
        ],
        // Organisers' tools (and the query library only they use) need the server anyway:
        // fans' phones do not download them ahead.
        globIgnores: [
          '**/sw.js',
          '**/workbox-*.js',
          '**/assets/OrganiserPage-*',
          '**/assets/organiserQueries-*',
          // publishing and its editor (CodeMirror, 480 KB no fan needs): organisers' only,
          // loaded when /organiser opens
          '**/assets/PublishPanel-*',
          '**/assets/codeMirror-*',
          '**/assets/tanstack-query-*',
        ],
      },
    }),
    // After every other plugin: .br and .gz beside each text asset, served by the server
    // with no compression work per request.
    layoutInHead(),
    precompress(),
  ],
  resolve: { alias: preactAliases },
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
    // which chunks a screen needs: the server names the grid's in the grid's page
    // (packages/server/src/web/screenPreloads.ts)
    manifest: true,
    // The now page's first load is budgeted (issue 5): keep it lean, report chunk sizes.
    reportCompressedSize: true,
    // every browser that runs this app supports modulepreload: no polyfill in the first load
    modulePreload: { polyfill: false, resolveDependencies: preloadedWith },
    chunkSizeWarningLimit: 320,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one chunk: without this, modules shared
        // with lazy screens (locale, storage keys, session…) became tiny chunks of their own,
        // each one more request on the first load.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // named, so the precache can leave it out (see globIgnores)
            { name: 'tanstack-query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
            // the now page's lower part loads with every now page: its date ranges (shared with
            // the rare 'over' and offline screens) come in the same file, not one request more
            { name: 'NowLower', test: /[\\/]src[\\/]now[\\/]lower[\\/]/ },
          ],
        },
      },
      treeshake: {
        // Core is pure (no side effects at import): what the client does not call must not
        // ship, above all the event-file loader and its YAML parser.
        moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id),
      },
    },
  },
});

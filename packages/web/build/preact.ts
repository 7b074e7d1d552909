// The app is written against React's API and runs on Preact (preact/compat): the same
// components, hooks, Suspense and lazy, at about a sixth of React DOM's bytes in every first
// load (docs/performance.md, "First-load budget"). Every build and the web tests resolve
// React's modules to Preact's through these aliases, libraries (wouter, TanStack Query,
// Testing Library) included.
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const COMPAT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

export const preactAliases: Alias[] = [
  ...Object.entries(COMPAT).map(([from, to]) => ({
    find: new RegExp(`^${from.replace('/', '\\/')}$`),
    replacement: to,
  })),
  {
    // wouter imports the use-sync-external-store shim for React < 18: compat has the hook
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(new URL('../src/vendor/useSyncExternalStore.ts', import.meta.url)),
  },
];

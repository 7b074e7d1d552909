// The server's prerender of the first screen (src/prerender/firstScreen.tsx) as one module
// for Node: Preact stays an import the server resolves; the project's own packages are bundled
// (Node does not run TypeScript from node_modules). CSS is the browser build's business.
import { defineConfig } from 'vite';
import { firstScreenOnly } from './build/firstScreenOnly.ts';
import { preactAliases } from './build/preact.ts';
import { scriptText } from './build/scriptText.ts';

export default defineConfig({
  plugins: [firstScreenOnly(), scriptText()],
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: { alias: preactAliases },
  publicDir: false,
  ssr: { noExternal: ['@lineup/core', 'wouter', '@tanstack/react-query'] },
  build: {
    ssr: 'src/prerender/firstScreen.tsx',
    outDir: 'dist-prerender',
    emptyOutDir: true,
    target: 'node22',
    rolldownOptions: { output: { entryFileNames: 'firstScreen.js' } },
  },
});

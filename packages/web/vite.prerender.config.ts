// The server's prerender of the first screen (src/prerender/firstScreen.tsx) as one module
// for Node: React stays an import the server resolves; the project's own packages are bundled
// (Node does not run TypeScript from node_modules). CSS is the browser build's business.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenOnly } from './build/firstScreenOnly.ts';

export default defineConfig({
  plugins: [firstScreenOnly(), react()],
  publicDir: false,
  ssr: { noExternal: ['@lineup/core'] },
  build: {
    ssr: 'src/prerender/firstScreen.tsx',
    outDir: 'dist-prerender',
    emptyOutDir: true,
    target: 'node22',
    rolldownOptions: { output: { entryFileNames: 'firstScreen.js' } },
  },
});

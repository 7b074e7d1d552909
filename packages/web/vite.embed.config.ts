// The embed script (DESIGN §11): /embed/v1.js, one ES module that defines <lineup-schedule>
// on an organiser's own website. A build of its own: no React, none of the app, core's rules
// tree-shaken in, a fixed name (the snippet on other sites names it), its own budget
// (test/embedBudget.test.ts). Built after the app, into dist/embed.
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const SIDE_EFFECT_FREE = /[\\/]packages[\\/](core[\\/]src|web[\\/]src[\\/](embed|i18n))[\\/]/;

export default defineConfig({
  plugins: [precompress()],
  publicDir: false,
  build: {
    target: 'es2022',
    outDir: 'dist/embed',
    emptyOutDir: true,
    reportCompressedSize: true,
    modulePreload: false,
    rolldownOptions: {
      input: 'src/embed/v1.ts',
      output: { entryFileNames: 'v1.js', codeSplitting: false },
      treeshake: { moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id) },
    },
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './packages/web/build/preact.ts';
import { scriptText } from './packages/web/build/scriptText.ts';

export default defineConfig({
  test: {
    projects: [
      {
        // a few core tests load files of real size (5,000 sets, 16,000 aliases)
        test: { name: 'core', include: ['packages/core/test/**/*.test.ts'], testTimeout: 30_000 },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        // the app runs on Preact (packages/web/build/preact.ts): so do its tests, and the
        // libraries that import React are bundled so the aliases reach them
        oxc: { jsx: { runtime: 'automatic' } },
        plugins: [scriptText()],
        resolve: {
          alias: [
            {
              // React's act lets an async callback's work settle; Preact's needs help
              find: /^react-dom\/test-utils$/,
              replacement: fileURLToPath(
                new URL('./packages/web/test/preactAct.ts', import.meta.url),
              ),
            },
            ...preactAliases,
            {
              // its ES module build, which the aliases above reach (the CommonJS one they do not)
              find: /^@testing-library\/react$/,
              replacement: fileURLToPath(
                import.meta.resolve('@testing-library/react/dist/@testing-library/react.esm.js'),
              ),
            },
          ],
        },
        test: {
          name: 'web',
          include: ['packages/web/test/**/*.test.{ts,tsx}'],
          setupFiles: ['packages/web/test/setup.ts'],
          server: {
            deps: { inline: ['@testing-library/react', 'wouter', '@tanstack/react-query'] },
          },
        },
      },
      {
        // the benchmarks' own measuring tools (bench/support), checked on tiny local servers
        test: { name: 'bench', include: ['bench/test/**/*.test.ts'], testTimeout: 30_000 },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

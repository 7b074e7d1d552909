import { defineConfig } from 'vitest/config';

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
        test: {
          name: 'web',
          include: ['packages/web/test/**/*.test.{ts,tsx}'],
        },
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

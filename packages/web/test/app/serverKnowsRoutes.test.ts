// The server answers 404 for a page the app has no route for (core appRoutes.ts); a route
// added here but not there would reach fans with the right page and a 404 status.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_ROUTES } from '@lineup/core';
import { expect, it } from 'vitest';

it('the server knows every route of the app', () => {
  // the app shell's routes, and the rarely opened pages routed in a module of their own
  const source = ['Routes.tsx', 'MoreRoutes.tsx']
    .map((file) => readFileSync(path.resolve(import.meta.dirname, '../../src/app', file), 'utf8'))
    .join('\n');
  const declared = [...source.matchAll(/<Route\s+path="([^"]+)"/g)].map((m) => m[1]);
  expect(declared.length).toBeGreaterThan(10);
  expect([...declared].sort()).toEqual([...APP_ROUTES].sort());
});

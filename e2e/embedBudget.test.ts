// The embed script's budget (issue 36): /embed/v1.js as built is one file, at most 25 KB
// gzip, with no React and none of the app in it (a host page pays for every byte).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/server.ts';

const DIR = path.join(ROOT, 'packages/web/dist/embed');
export const EMBED_BUDGET_BYTES = 25 * 1024;

describe('the embed script as built', () => {
  it('exists beside the app (npm run build builds it)', () => {
    expect(existsSync(path.join(DIR, 'v1.js'))).toBe(true);
  });

  it('is one module within 25 KB gzip', () => {
    const code = readFileSync(path.join(DIR, 'v1.js'));
    const gzip = gzipSync(code, { level: 9 }).length;
    expect(gzip).toBeLessThanOrEqual(EMBED_BUDGET_BYTES);
    // nothing else to fetch: no chunk of its own, no import of the app's
    expect(readdirSync(DIR).filter((f) => f.endsWith('.js'))).toEqual(['v1.js']);
    expect(code.toString('utf8')).not.toMatch(/\bimport\s*[({"']|from\s*["']/);
  });

  it('carries no React and none of the app’s screens', () => {
    const code = readFileSync(path.join(DIR, 'v1.js'), 'utf8');
    expect(code).not.toMatch(/react\.element|__SECRET_INTERNALS|createRoot|useState/);
    expect(code).not.toContain('serviceWorker');
    expect(code).toContain('lineup-schedule');
  });
});

// An event file replaced by garbage while fans load the lineup (issue 6 §3): every answer stays
// 200 with the last good version (same hash), whatever lands in the file, and the fixed file is
// served again.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, getJson, startServer, type TestServer } from '../helpers/server.ts';

const SERVED_WITHIN_MS = 5000;

let server: TestServer;
let good: string;
let goodHash: unknown;
beforeAll(async () => {
  server = await startServer({ env: { EVENTS_POLL_MS: '200' } });
  good = readFileSync(path.join(server.eventsDir, 'sunrise-2026.yaml'), 'utf8');
  goodHash = (await getJson(`${server.url}/api/lineup/sunrise-2026`)).body.hash;
});
afterAll(() => server.dispose());

/** renames duck-night's act and waits until it is served: the scan saw every earlier write */
async function scanned(mark: string) {
  const file = path.join(server.eventsDir, 'duck-night.json');
  const data = JSON.parse(readFileSync(file, 'utf8'));
  data.sets[0].dj = mark;
  writeFileSync(file, JSON.stringify(data));
  await eventually(async () => {
    const { body } = await getJson(`${server.url}/api/lineup/duck-night`);
    return (body as { sets: { dj: string }[][] }).sets[0]?.[0]?.dj === mark ? true : undefined;
  }, SERVED_WITHIN_MS);
}

describe('an event file replaced by garbage mid-run', () => {
  it.each([
    ['random bytes', () => randomBytes(4096)],
    ['an empty file', () => ''],
    ['a file cut inside a quoted text', () => good.slice(0, good.indexOf('🌲'))],
    ['JSON null', () => 'null'],
    ['a list instead of an event', () => '[1, 2, 3]'],
    [
      'a billion-laughs alias bomb',
      () =>
        `a: &a ["x","x"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b]\nd: [*c,*c,*c,*c,*c,*c,*c,*c]\n`,
    ],
    ['NUL bytes', () => '\u0000'.repeat(1000)],
  ])('keeps serving the last good version through %s', async (what, garbage) => {
    const file = path.join(server.eventsDir, 'sunrise-2026.yaml');
    let stop = false;
    const answers: number[] = [];
    const hashes = new Set<unknown>();
    // fans keep loading the lineup the whole time
    const fans = Array.from({ length: 4 }, async () => {
      while (!stop) {
        const { response, body } = await getJson(`${server.url}/api/lineup/sunrise-2026`);
        answers.push(response.status);
        hashes.add(body.hash);
      }
    });
    writeFileSync(file, garbage());
    await scanned(`after ${what}`);
    stop = true;
    await Promise.all(fans);
    expect(new Set(answers)).toEqual(new Set([200]));
    expect(hashes).toEqual(new Set([goodHash]));

    writeFileSync(file, good);
    await scanned(`fixed after ${what}`);
    expect((await getJson(`${server.url}/api/lineup/sunrise-2026`)).body.hash).toBe(goodHash);
  });
});

// An organiser's draft cannot stall or crash the server (issue 25, items 2 and 3), shown on
// the real server as its own process with the real sizes: a 965 KB draft of 16,000 sets whose
// times are YAML aliases froze every fan for 38.5 s; a 398 KB draft of 3,000 sets and 5,000
// opening windows took 4.6 GB and killed a server with a 1 GB heap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  processEnv,
  type ServerProcess,
  seedEvents,
  spawnServer,
} from '../helpers/process.ts';
import { eventually, getJson, postJson } from '../helpers/server.ts';
import { tempDir } from '../helpers/tmp.ts';
import { bearer, eventText } from './helpers.ts';
import { aliasedDraft, windowsDraft } from './hostileDrafts.ts';

const TOKEN = 'operator-token-of-the-draft-limits-test-0123456789';
const tmp = tempDir();
let server: ServerProcess;

const check = (text: string) =>
  postJson(`${server.url}/api/organiser/events/club-night/check`, { text }, bearer(TOKEN));

interface Answer {
  status: number;
  bytes: number;
  body: {
    errors: { rule: string; message: string }[];
    warnings: { rule: string; message: string }[];
  };
}

async function answerOf(pending: ReturnType<typeof check>): Promise<Answer> {
  const { response, body } = await pending;
  return {
    status: response.status,
    bytes: JSON.stringify(body).length,
    body: body as Answer['body'],
  };
}

beforeAll(async () => {
  seedEvents(tmp.dir);
  const port = await freePort();
  server = await spawnServer({
    ...processEnv(tmp.dir, port, `sqlite:${tmp.dir}/lineup.db`),
    ORGANISER_TOKEN: TOKEN,
    // the heap the review's server had when a draft killed it
    NODE_OPTIONS: '--max-old-space-size=1024',
  });
}, 30_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  tmp.remove();
});

describe('a draft of 16,000 sets with aliased times (965 KB)', () => {
  const big = aliasedDraft('club-night', 16_000);

  it('is checked while fans get their lineups, and answers with a capped report', async () => {
    expect(big.length).toBeGreaterThan(900_000);
    let checking: Promise<Answer> | null = null;
    // the draft is in the server's hands once the same token's next draft is refused (429)
    await eventually(
      async () => {
        checking ??= answerOf(check(big));
        const next = await check(eventText('club-night'));
        if (next.response.status === 429) return true;
        // it came first and took the token's turn: send the big one again
        const settled = await Promise.race([checking, Promise.resolve(null)]);
        if (settled?.status === 429) checking = null;
        return undefined;
      },
      60_000,
      20,
    );

    // a fan asks for a lineup and is answered while the draft is still being checked
    const fan = await fetch(`${server.url}/api/lineup/sunrise-2026`);
    expect(fan.status).toBe(200);
    expect(((await fan.json()) as { sets: unknown[] }).sets.length).toBeGreaterThan(0);
    const still = await check(eventText('club-night'));
    expect(still.response.status).toBe(429);
    expect(still.body.error).toMatch(/still being checked/);
    expect(still.response.headers.get('retry-after')).toBe('5');

    const answer = await checking!;
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toEqual([]);
    // 16,000 sets of one room's slot overlap each other: the first 100 are listed, then a count
    expect(answer.body.warnings).toHaveLength(101);
    expect(answer.body.warnings.at(-1)!.message).toMatch(/^and \d+ more warnings$/);
    expect(answer.bytes).toBeLessThan(big.length / 10);
  }, 120_000);
});

describe('opening windows', () => {
  it('refuses 5,000 windows (398 KB) with one clear error; the server with a 1 GB heap lives on', async () => {
    const draft = windowsDraft('club-night', 3_000, 5_000);
    expect(draft.length).toBeGreaterThan(390_000);
    const answer = await answerOf(check(draft));
    expect(answer.status).toBe(200);
    expect(answer.body.errors.map((e) => e.rule)).toEqual(['meta.windows']);
    expect(answer.body.errors[0]!.message).toContain('5,000 opening windows');
    expect(answer.bytes).toBeLessThan(2_000);

    const published = await postJson(
      `${server.url}/api/organiser/events/club-night/versions`,
      { text: draft, format: 'yaml', note: 'windows' },
      bearer(TOKEN),
    );
    expect(published.response.status).toBe(422);
    expect(server.child.exitCode).toBeNull();
    expect((await getJson(`${server.url}/api/lineup/sunrise-2026`)).response.status).toBe(200);
  }, 60_000);

  it('names only the nearest window in each warning, and at most 100 warnings', async () => {
    // the most windows an event may have, every set outside them: once 140 MB per 144 KB
    const draft = windowsDraft('club-night', 3_000, 366);
    const answer = await answerOf(check(draft));
    expect(answer.status).toBe(200);
    const windows = answer.body.warnings.filter((w) => w.rule === 'set.window');
    expect(windows[0]!.message).toBe(
      'Act 0 (2026-07-30 18:00–18:30) is outside the opening windows (nearest 2027-01-01 10:00–2027-01-01 11:00, one of 366)',
    );
    expect(answer.body.warnings).toHaveLength(101);
    expect(answer.bytes).toBeLessThan(draft.length);
    expect(server.child.exitCode).toBeNull();
  }, 60_000);
});

describe('a set left out behind a hundred other warnings', () => {
  it('still refuses the publish, counting the set the list could not show', async () => {
    // 150 sets in one slot of one room (149 overlaps listed first), then a set at 25:00
    const acts = Array.from({ length: 150 }, (_, i) => ({
      dj: `Act ${i}`,
      start: '2026-07-30T21:00',
      end: '2026-07-30T23:00',
    }));
    const text = eventText('club-night', [
      ...acts,
      { dj: 'Late', start: '2026-07-30T25:00', end: '2026-07-31T02:00' },
    ]);
    const published = await postJson(
      `${server.url}/api/organiser/events/club-night/versions`,
      { text, format: 'yaml', note: 'hidden loss' },
      bearer(TOKEN),
    );
    expect(published.response.status).toBe(422);
    expect(published.body.errors).toEqual([
      expect.objectContaining({ rule: 'more', message: 'and 1 more set left out' }),
    ]);
    expect(published.body.error).toBe('422: The lineup has 1 error(s); nothing was published');
  });
});

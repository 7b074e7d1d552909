// The organiser page's API with the real server (issue 7 part 2): off without ORGANISER_TOKEN,
// 401 without the right token, the validation report of every file in DATA_DIR/events with
// file:line, and the anonymous like totals that `lineup stats` shows.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock.ts';
import { NOT_FOUND } from '../../src/http/errors.ts';
import type { FileEntry, OrganiserReport } from '../../src/organiser/web/fileReport.ts';
import { MISSING_TOKEN, WRONG_TOKEN } from '../../src/routes/organiser.ts';
import { likeOf } from '../helpers/likes.ts';
import {
  eventually,
  FIXTURES,
  getJson,
  postJson,
  startServer,
  TEST_NOW,
  type TestServer,
} from '../helpers/server.ts';
import { tempDir } from '../helpers/tmp.ts';
import { fixture, runCli } from './helpers.ts';

const TOKEN = 'organiser-secret-7f3a-0123456789abcdef';
const auth = { authorization: `Bearer ${TOKEN}` };

const tmp = tempDir('lineup-organiser-');
const eventsDir = path.join(tmp.dir, 'events');
const clock = manualClock(new Date(TEST_NOW));
let server: TestServer;

beforeAll(async () => {
  mkdirSync(eventsDir, { recursive: true });
  for (const name of ['sunrise-2026.yaml', 'sunrise-2025.yaml']) {
    copyFileSync(path.join(FIXTURES, 'events', name), path.join(eventsDir, name));
  }
  for (const name of ['broken.yaml', 'overlaps.yaml']) {
    copyFileSync(fixture(`events/${name}`), path.join(eventsDir, name));
  }
  server = await startServer({
    dir: tmp.dir,
    clock,
    env: { ORGANISER_TOKEN: TOKEN, EVENTS_POLL_MS: '100' },
  });
});
afterAll(async () => {
  await server?.close();
  tmp.remove();
});

const report = async () => {
  const { response, body } = await getJson(`${server.url}/api/organiser/report`, {
    headers: auth,
  });
  expect(response.status).toBe(200);
  return body as unknown as OrganiserReport;
};
const fileOf = (r: OrganiserReport, file: string) => r.files.find((f) => f.file === file)!;
const texts = (list: FileEntry['errors']) => list.map((d) => d.text);

describe('the organiser API is off without ORGANISER_TOKEN', () => {
  it.each(['/api/organiser/report', '/api/organiser/stats/sunrise-2026'])(
    '%s answers 404 like any unknown address, whatever token is sent',
    async (url) => {
      const off = await startServer({ events: ['sunrise-2026.yaml'] });
      try {
        const { response, body } = await getJson(off.url + url, { headers: auth });
        expect(response.status).toBe(404);
        expect(body).toEqual({ error: NOT_FOUND });
      } finally {
        await off.dispose();
      }
    },
  );
});

describe('the organiser token', () => {
  it.each([
    ['no Authorization header', {}, MISSING_TOKEN],
    ['another scheme', { authorization: `Basic ${TOKEN}` }, MISSING_TOKEN],
    ['a wrong token', { authorization: 'Bearer guess' }, WRONG_TOKEN],
    ['the token with one character more', { authorization: `Bearer ${TOKEN}x` }, WRONG_TOKEN],
  ])('%s gets 401 with a JSON error and nothing of the report', async (_, headers, error) => {
    for (const url of ['/api/organiser/report', '/api/organiser/stats/sunrise-2026']) {
      const { response, body } = await getJson(server.url + url, { headers });
      expect(response.status).toBe(401);
      expect(body).toEqual({ error });
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('cannot be guessed fast: wrong tries count against the per-minute request limit', async () => {
    const limited = await startServer({
      events: ['sunrise-2026.yaml'],
      env: { ORGANISER_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '3' },
    });
    try {
      const statuses: number[] = [];
      for (const guess of ['a', 'b', 'c', TOKEN]) {
        const response = await fetch(`${limited.url}/api/organiser/report`, {
          headers: { authorization: `Bearer ${guess}` },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.dispose();
    }
  });

  it('opens the report, which no cache may keep', async () => {
    const response = await fetch(`${server.url}/api/organiser/report`, { headers: auth });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/organiser/report', () => {
  it('lists every file of DATA_DIR/events with its status, in name order', async () => {
    const r = await report();
    expect(r.files.map((f) => [f.file, f.status, f.event?.id ?? null])).toEqual([
      ['events/broken.yaml', 'never-loaded', null],
      ['events/overlaps.yaml', 'loaded', 'overlaps'],
      ['events/sunrise-2025.yaml', 'loaded', 'sunrise-2025'],
      ['events/sunrise-2026.yaml', 'loaded', 'sunrise-2026'],
    ]);
  });

  it('shows a broken file with the line of its mistake', async () => {
    const broken = fileOf(await report(), 'events/broken.yaml');
    expect(broken.errors).toHaveLength(1);
    // line 4 holds `timeZone: Europe/Berln`
    expect(broken.errors[0]).toMatchObject({ file: 'events/broken.yaml', line: 4 });
    expect(broken.errors[0]!.text).toMatch(/^events\/broken\.yaml:4: meta\.timeZone: /);
    expect(broken.loadedAt).toBeNull();
    expect(broken.event).toBeNull();
  });

  it('gives the organiser warnings of `lineup validate`: overlaps, opening windows, dropped links', async () => {
    const overlaps = fileOf(await report(), 'events/overlaps.yaml');
    expect(overlaps.errors).toEqual([]);
    const cli = await runCli(['validate', fixture('events/overlaps.yaml')]);
    const cliWarnings = cli.stdout
      .split('\n')
      .filter((line) => /overlaps\.yaml:\d+: /.test(line))
      .map((line) => line.slice(line.indexOf('overlaps.yaml:')));
    expect(texts(overlaps.warnings).map((t) => t.replace('events/', ''))).toEqual(cliWarnings);
    expect(overlaps.warnings.map((d) => [d.line, d.rule])).toEqual([
      [13, 'set.overlap'],
      [17, 'set.window'],
      [21, 'set.window'],
      [30, 'link.protocol'],
    ]);
  });

  it('tells the hash fans get (the lineup ETag) and when the served version was loaded', async () => {
    const sunrise = fileOf(await report(), 'events/sunrise-2026.yaml');
    const lineup = await fetch(`${server.url}/api/lineup/sunrise-2026`);
    expect(`W/"${sunrise.event?.hash}"`).toBe(lineup.headers.get('etag'));
    expect(sunrise.event).toMatchObject({ partyName: 'Sunrise', sets: 4, stages: 2 });
    expect(sunrise.loadedAt).toBe(TEST_NOW);
    expect(sunrise.readAt).toBe(TEST_NOW);
  });
});

describe('GET /api/organiser/stats/{event}', () => {
  it('gives the like totals of anonymous likes, most liked first, as `lineup stats` does', async () => {
    const ada = await likeOf(server.url, 'sunrise-2026', 'Ada Lovelace', '2026-07-30T20:01:00Z');
    const grace = await likeOf(server.url, 'sunrise-2026', 'Grace Hopper', '2026-07-30T20:02:00Z');
    const margaret = await likeOf(server.url, 'sunrise-2026', 'Margaret', '2026-07-30T20:03:00Z');
    // three browsers: Margaret twice, Ada and Grace once each
    await postJson(`${server.url}/api/likes`, { token: '', likes: [margaret, ada] });
    await postJson(`${server.url}/api/likes`, {
      token: '',
      likes: [{ ...margaret, likedAt: '2026-07-30T20:04:00Z' }, grace],
    });

    const { response, body } = await getJson(`${server.url}/api/organiser/stats/sunrise-2026`, {
      headers: auth,
    });
    expect(response.status).toBe(200);
    expect(body.total).toBe(4);
    const sets = body.sets as { dj: string; stage: string; likes: number }[];
    expect(sets.map((s) => [s.dj, s.stage, s.likes])).toEqual([
      ['Margaret', '🌲 Forest', 2],
      ['Ada Lovelace', '🌅 Beach', 1],
      ['Grace Hopper', '🌅 Beach', 1],
      ['Linus & Ken', '🌲 Forest', 0],
    ]);
    const stages = body.stages as { stage: string; likes: number; likedActs: number }[];
    expect(stages.map((s) => [s.stage, s.likes, s.likedActs])).toEqual([
      ['🌅 Beach', 2, 2],
      ['🌲 Forest', 2, 1],
    ]);

    const cli = await runCli(['stats', 'sunrise-2026', '--json'], {
      env: { DATA_DIR: tmp.dir, DATABASE_URL: server.env.DATABASE_URL!, LINEUP_NOW: TEST_NOW },
    });
    expect(cli.code).toBe(0);
    expect(body).toEqual(JSON.parse(cli.stdout));
  });

  it('answers an alias with the stats of the event it names, and an unknown event with 404', async () => {
    const { body } = await getJson(`${server.url}/api/organiser/stats/sunrise`, { headers: auth });
    expect(body.event).toBe('sunrise-2026');
    const unknown = await getJson(`${server.url}/api/organiser/stats/nope`, { headers: auth });
    expect(unknown.response.status).toBe(404);
    expect(unknown.body).toEqual({ error: NOT_FOUND });
  });
});

describe('a mistake saved over a served file', () => {
  it('shows the file as broken, still serving its last good version, with the line', async () => {
    const file = path.join(eventsDir, 'sunrise-2025.yaml');
    const before = fileOf(await report(), 'events/sunrise-2025.yaml');
    const later = new Date(Date.parse(TEST_NOW) + 10 * 60_000).toISOString();
    clock.set(new Date(later));
    // line 8: a time zone that does not exist
    writeFileSync(file, readFileSync(file, 'utf8').replace('Europe/Berlin', 'Europe/Berln'));
    const broken = await eventually(async () => {
      const entry = fileOf(await report(), 'events/sunrise-2025.yaml');
      return entry.status === 'broken-serving-last-good' ? entry : undefined;
    }, 10_000);
    expect(texts(broken.errors)).toEqual([
      expect.stringMatching(/^events\/sunrise-2025\.yaml:8: meta\.timeZone: /),
    ]);
    expect(broken.event?.id).toBe('sunrise-2025');
    expect(broken.readAt).toBe(later);
    expect(broken.loadedAt).toBe(before.loadedAt);
    const served = await fetch(`${server.url}/api/lineup/sunrise-2025`);
    expect(served.status).toBe(200);
  });
});

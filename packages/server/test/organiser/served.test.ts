// The organiser's whole path with the real server: import a spreadsheet into DATA_DIR, the
// server serves it, fans like sets anonymously, `lineup stats` shows the totals, `lineup
// export` exports what is served, and a re-import reaches fans with a new hash.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildLineup, type LineupResponse, parseEventFile } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likeStats } from '../../src/organiser/stats/likeStats.ts';
import { eventYaml } from '../../src/organiser/write/eventYaml.ts';
import { likeOf } from '../helpers/likes.ts';
import { eventually, postJson, startServer, TEST_NOW, type TestServer } from '../helpers/server.ts';
import { tempDir } from '../helpers/tmp.ts';
import { fixture, importFixture, runCli } from './helpers.ts';

const tmp = tempDir('lineup-served-');
const eventsDir = path.join(tmp.dir, 'events');
const file = path.join(eventsDir, 'sunrise.yaml');
let server: TestServer;
let env: Record<string, string>;

beforeAll(async () => {
  mkdirSync(eventsDir, { recursive: true });
  const imported = importFixture('csv', 'csv/sunrise.csv', { id: 'sunrise', name: 'Sunrise' });
  writeFileSync(file, eventYaml(imported.event!));
  server = await startServer({ dir: tmp.dir });
  env = {
    DATA_DIR: tmp.dir,
    DATABASE_URL: server.env.DATABASE_URL!,
    LINEUP_NOW: TEST_NOW,
  };
});
afterAll(async () => {
  await server.close();
  tmp.remove();
});

const lineup = async () => {
  const response = await fetch(`${server.url}/api/lineup/sunrise`);
  return { response, body: (await response.json()) as LineupResponse };
};

describe('an imported event on the server', () => {
  it('is served exactly as core builds it from the file, with its hash as ETag', async () => {
    const { response, body } = await lineup();
    expect(response.status).toBe(200);
    const loaded = parseEventFile(readFileSync(file, 'utf8'), 'events/sunrise.yaml', {
      now: new Date(TEST_NOW),
    });
    const built = buildLineup(loaded.event!, [loaded.event!], new Date(TEST_NOW));
    expect(body.sets).toEqual(built.sets);
    expect(body.hash).toBe(built.hash);
    expect(response.headers.get('etag')).toBe(`W/"${body.hash}"`);
  });

  it('exports as iCalendar what the server serves: one entry per set, "?" as "Act to be announced"', async () => {
    const { body } = await lineup();
    const result = await runCli(['export', '--to', 'ics', 'sunrise'], { env });
    expect(result.code).toBe(0);
    const served = body.sets.flat();
    expect(served.some((s) => s.isMarkerSet)).toBe(true);
    expect(result.stdout.match(/BEGIN:VEVENT/g)).toHaveLength(served.length);
    expect(result.stdout).toContain('SUMMARY:Act to be announced');
  });
});

describe('lineup stats after anonymous likes', () => {
  beforeAll(async () => {
    const like = (dj: string, at: string) => likeOf(server.url, 'sunrise', dj, at);
    // three browsers like Ada; the third likes Katherine too
    const send = (likes: unknown[]) => postJson(`${server.url}/api/likes`, { token: '', likes });
    await send([await like('Ada Lovelace', '2026-07-30T20:01:00.000Z')]);
    await send([await like('Ada Lovelace', '2026-07-30T20:02:00.000Z')]);
    await send([
      await like('Katherine Johnson', '2026-07-30T20:03:00.000Z'),
      await like('Ada Lovelace', '2026-07-30T20:03:00.000Z'),
    ]);
  });

  it('lists sets and stages most liked first, with the anonymous totals', async () => {
    const result = await runCli(['stats', 'sunrise', '--json'], { env });
    expect(result.code).toBe(0);
    const stats = JSON.parse(result.stdout) as ReturnType<typeof likeStats>;
    expect(stats.total).toBe(4);
    expect(stats.sets.map((s) => [s.dj, s.likes])).toEqual([
      ['Ada Lovelace', 3],
      ['Katherine Johnson', 1],
      ['Alan Turing', 0],
      ['Hopper, Grace', 0],
    ]);
    expect(stats.stages.map((s) => [s.stage, s.likes, s.likedActs])).toEqual([
      ['🌅 Beach', 3, 1],
      ['🌲 Forest', 1, 1],
    ]);
  });

  it('prints the same as a table', async () => {
    const result = await runCli(['stats', 'sunrise'], { env });
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe('Sunrise (sunrise): 4 likes in all, anonymous totals');
    const firstSet = lines[lines.indexOf('Per set, most liked first:') + 2];
    expect(firstSet).toMatch(
      /^\s*3 {2}Ada Lovelace \(b2b Grace\) +🌅 Beach +Thu 2026-07-30 22:00–00:00$/,
    );
    const firstStage = lines[lines.indexOf('Per stage, most liked first:') + 2];
    expect(firstStage).toMatch(/^\s*3 {2}🌅 Beach +1$/);
  });

  it('says so when the database does not exist yet, and shows zeros', async () => {
    const result = await runCli(['stats', 'sunrise', '--json'], {
      env: { ...env, DATABASE_URL: `sqlite:${path.join(tmp.dir, 'none', 'lineup.db')}` },
    });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('no like has been recorded');
    expect(JSON.parse(result.stdout).total).toBe(0);
  });
});

describe('a re-import reaches fans', () => {
  it('is served within seconds with a new hash', async () => {
    const before = (await lineup()).body.hash;
    const result = await runCli(
      [
        'import',
        '--from',
        'csv',
        fixture('csv/spring-night.csv'),
        file,
        '--force',
        '--id',
        'sunrise',
      ],
      { env },
    );
    expect(result.code).toBe(0);
    const after = await eventually(async () => {
      const { body } = await lineup();
      return body.hash !== before ? body : undefined;
    }, 10_000);
    expect(after.sets.flat().map((s) => s.dj)).toEqual(['Before', 'Across', 'After']);
  });
});

describe('likeStats', () => {
  it('counts per act, sums a stage over its acts once each, and lists acts no longer in the lineup', () => {
    const { event } = parseEventFile(
      `id: e\nmeta:\n  timeZone: Europe/Berlin\n  rooms: [A, B]\nsets:\n` +
        `  - {dj: X, room: 0, start: 2026-07-30T20:00, end: 2026-07-30T21:00}\n` +
        `  - {dj: X, room: 0, start: 2026-07-31T20:00, end: 2026-07-31T21:00}\n` +
        `  - {dj: Y, room: 1, start: 2026-07-30T20:00, end: 2026-07-30T21:00}\n` +
        `  - {dj: "?", room: 1, start: 2026-07-30T21:00, end: 2026-07-30T22:00}\n`,
      'e.yaml',
      { now: new Date(TEST_NOW) },
    );
    const stats = likeStats(event!, [
      { event: 'e', dj: 'X', count: 2 },
      { event: 'e', dj: 'Y', count: 5 },
      { event: 'e', dj: 'Gone', count: 1 },
      { event: 'other', dj: 'X', count: 9 },
    ]);
    expect(stats.sets.map((s) => [s.dj, s.likes])).toEqual([
      ['Y', 5],
      ['X', 2],
      ['X', 2],
    ]);
    expect(stats.stages.map((s) => [s.stage, s.likes])).toEqual([
      ['B', 5],
      ['A', 2],
    ]);
    expect(stats.gone).toEqual([{ dj: 'Gone', likes: 1 }]);
    expect(stats.total).toBe(8);
  });
});

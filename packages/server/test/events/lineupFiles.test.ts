// The lineup answers kept as files for nginx (LINEUP_FILES_DIR): what nginx serves must be the
// instance's answer, never a stale one, and a file's ETag (modification time and size) must
// never name two contents.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LoadedEvent } from '@lineup/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EncodedLineup } from '../../src/events/lineupCache.ts';
import { LineupFiles } from '../../src/events/lineupFiles.ts';
import { encodeBody } from '../../src/http/encoding.ts';
import { eventually, startServer } from '../helpers/server.ts';
import { tempDir } from '../helpers/tmp.ts';

const NOW = new Date('2026-07-30T21:00:00.500Z');
const NOW_S = Math.floor(NOW.getTime() / 1000);

function answer(hash: string, text: string): Promise<EncodedLineup> {
  return encodeBody(hash, JSON.stringify({ hash, text }));
}

/** one instance's view: its events and their answers, which a test changes */
function instance(dir: string, now = () => NOW) {
  const answers = new Map<string, Promise<EncodedLineup>>();
  const listeners: (() => void)[] = [];
  const warnings: string[] = [];
  const state = { ids: [] as string[], main: null as string | null, over: new Set<string>() };
  /** enough of an event for the rule of which ones are current (core currentEvents) */
  const event = (id: string) =>
    ({
      id,
      main: id === state.main,
      listedFrom: '2026-01-01T00:00:00.000Z',
      meta: { start: [], end: [] },
      sets: state.over.has(id)
        ? [{ start: '2025-07-30T20:00:00.000Z', end: '2025-07-30T23:00:00.000Z' }]
        : [{ start: '2026-07-30T20:00:00.000Z', end: '2026-07-30T23:00:00.000Z' }],
    }) as unknown as LoadedEvent;
  const files = new LineupFiles({
    dir,
    events: {
      get events() {
        return state.ids.map(event);
      },
      onChange: (listener) => listeners.push(listener),
    },
    lineups: { get: (event) => answers.get(event.id) ?? Promise.reject(new Error('no answer')) },
    now,
    log: { warn: (details) => warnings.push(JSON.stringify(details)) },
  });
  return {
    files,
    warnings,
    set(id: string, hash: string, text: string) {
      if (!state.ids.includes(id)) state.ids.push(id);
      answers.set(id, answer(hash, text));
    },
    fail(id: string) {
      const failed = Promise.reject(new Error('the event file does not parse'));
      // handled when a pass asks for it; not an unhandled rejection before that
      failed.catch(() => {});
      answers.set(id, failed);
    },
    /** the current event marked main: GET /api/current answers with it */
    main(id: string) {
      state.main = id;
    },
    /** the event ended more than a day ago: no longer current */
    over(id: string) {
      state.over.add(id);
    },
    drop(id: string) {
      state.ids = state.ids.filter((x) => x !== id);
    },
    changed() {
      for (const listener of listeners) listener();
    },
  };
}

describe('lineup files', () => {
  let tmp: ReturnType<typeof tempDir>;
  const file = (coding: string, id: string) => path.join(tmp.dir, coding, 'api', 'lineup', id);
  const mtimeOf = (id: string) => Math.floor(statSync(file('identity', id)).mtimeMs / 1000);
  const textOf = (id: string) => JSON.parse(readFileSync(file('identity', id), 'utf8')).text;

  beforeEach(() => {
    tmp = tempDir('lineup-files-');
  });
  afterEach(() => tmp.remove());

  it('keeps every event in its three codings, the same content in each', async () => {
    const a = instance(tmp.dir);
    a.set('sunrise-2026', 'h1', 'first night');
    a.set('duck-club', 'h2', 'club');
    await a.files.start();
    a.files.stop();
    for (const id of ['sunrise-2026', 'duck-club']) {
      const identity = readFileSync(file('identity', id));
      expect(brotliDecompressSync(readFileSync(file('br', id)))).toEqual(identity);
      expect(gunzipSync(readFileSync(file('gzip', id)))).toEqual(identity);
    }
    expect(textOf('sunrise-2026')).toBe('first night');
    expect(a.warnings).toEqual([]);
  });

  it('leaves a file alone when another instance already wrote the same answer', async () => {
    const a = instance(tmp.dir);
    a.set('sunrise-2026', 'h1', 'first night');
    await a.files.start();
    a.files.stop();
    // as if written a while ago: a rewrite would show as a new time, so a new ETag
    for (const coding of ['br', 'gzip', 'identity']) {
      utimesSync(file(coding, 'sunrise-2026'), NOW_S - 600, NOW_S - 600);
    }
    const b = instance(tmp.dir);
    b.set('sunrise-2026', 'h1', 'first night');
    await b.files.start();
    b.files.stop();
    expect(mtimeOf('sunrise-2026')).toBe(NOW_S - 600);
  });

  it('gives a new answer a later time than the one it replaces, also within one second', async () => {
    const a = instance(tmp.dir);
    a.set('sunrise-2026', 'h1', 'Ada Lovelace');
    await a.files.start();
    const first = mtimeOf('sunrise-2026');
    // the same length: only the time tells the two ETags apart
    a.set('sunrise-2026', 'h2', 'Ada Byronxx');
    await a.files.sync();
    a.set('sunrise-2026', 'h3', 'Ada Byronyy');
    await a.files.sync();
    a.files.stop();
    expect(textOf('sunrise-2026')).toBe('Ada Byronyy');
    expect(mtimeOf('sunrise-2026')).toBe(first + 2);
    for (const coding of ['br', 'gzip']) {
      expect(Math.floor(statSync(file(coding, 'sunrise-2026')).mtimeMs / 1000)).toBe(first + 2);
    }
  });

  it('follows a change of the events at once, and a pass asked for during one', async () => {
    const a = instance(tmp.dir);
    a.set('sunrise-2026', 'h1', 'first');
    await a.files.start();
    a.set('sunrise-2026', 'h2', 'second');
    a.set('duck-club', 'h3', 'club');
    a.changed();
    const during = a.files.sync();
    a.set('sunrise-2026', 'h4', 'third');
    await during;
    await a.files.sync();
    a.files.stop();
    expect(textOf('sunrise-2026')).toBe('third');
    expect(textOf('duck-club')).toBe('club');
  });

  it('removes the files of an event that is gone, and puts back a file that went missing', async () => {
    const a = instance(tmp.dir);
    a.set('sunrise-2026', 'h1', 'first');
    a.set('old-party', 'h2', 'old');
    await a.files.start();
    a.drop('old-party');
    rmSync(file('br', 'sunrise-2026'));
    await a.files.sync();
    a.files.stop();
    for (const coding of ['br', 'gzip', 'identity']) {
      expect(() => statSync(file(coding, 'old-party'))).toThrow();
      expect(statSync(file(coding, 'sunrise-2026')).size).toBeGreaterThan(0);
    }
  });

  it('keeps the answer of GET /api/current while an event is on, and none when none is', async () => {
    const a = instance(tmp.dir);
    a.set('sunrise-2026', 'h1', 'first night');
    a.set('duck-club', 'h2', 'club');
    a.main('sunrise-2026');
    await a.files.start();
    const current = path.join(tmp.dir, 'identity', 'api', 'current');
    expect(JSON.parse(readFileSync(current, 'utf8')).text).toBe('first night');
    a.main('duck-club');
    await a.files.sync();
    expect(JSON.parse(readFileSync(current, 'utf8')).text).toBe('club');
    a.over('sunrise-2026');
    a.over('duck-club');
    await a.files.sync();
    a.files.stop();
    for (const coding of ['br', 'gzip', 'identity']) {
      expect(() => statSync(path.join(tmp.dir, coding, 'api', 'current'))).toThrow();
    }
    expect(a.warnings).toEqual([]);
  });

  it('leaves the events that are no longer current to the instances', async () => {
    const a = instance(tmp.dir);
    a.set('sunrise-2026', 'h1', 'this year');
    a.set('sunrise-2025', 'h2', 'last year');
    a.over('sunrise-2025');
    await a.files.start();
    expect(textOf('sunrise-2026')).toBe('this year');
    expect(() => statSync(file('identity', 'sunrise-2025'))).toThrow();
    // a day after its last set, this year's goes the same way
    a.over('sunrise-2026');
    await a.files.sync();
    a.files.stop();
    expect(() => statSync(file('identity', 'sunrise-2026'))).toThrow();
  });

  it('takes away a lineup it cannot bring up to date, with one warning, and keeps the others', async () => {
    const a = instance(tmp.dir);
    a.set('sunrise-2026', 'h1', 'first');
    a.set('duck-club', 'h2', 'club');
    await a.files.start();
    a.fail('sunrise-2026');
    await a.files.sync();
    await a.files.sync();
    a.files.stop();
    // nginx then asks an instance, which answers with its error: no stale lineup for fans
    for (const coding of ['br', 'gzip', 'identity']) {
      expect(() => statSync(file(coding, 'sunrise-2026'))).toThrow();
    }
    expect(textOf('duck-club')).toBe('club');
    expect(a.warnings).toHaveLength(1);
    expect(a.warnings[0]).toContain('the event file does not parse');
  });

  // a folder of ours replaced by a link: the pass deleted every file where it pointed that was
  // not a dot file
  it('neither writes nor deletes through a symbolic link in its folders, and says so', async () => {
    const elsewhere = tempDir('precious-');
    try {
      writeFileSync(path.join(elsewhere.dir, 'passwd'), 'root:x:0:0');
      writeFileSync(path.join(elsewhere.dir, 'old-party'), 'not ours either');
      mkdirSync(path.join(tmp.dir, 'identity', 'api'), { recursive: true });
      symlinkSync(elsewhere.dir, path.join(tmp.dir, 'identity', 'api', 'lineup'));
      const a = instance(tmp.dir);
      a.set('sunrise-2026', 'h1', 'first');
      await a.files.start();
      await a.files.sync();
      a.files.stop();
      expect(readdirSync(elsewhere.dir).sort()).toEqual(['old-party', 'passwd']);
      expect(a.warnings).toHaveLength(1);
      expect(a.warnings[0]).toContain('is a symbolic link');
    } finally {
      elsewhere.remove();
    }
  });

  it('deletes only files named like an event, and temporary files left for more than 10 minutes', async () => {
    const folder = path.join(tmp.dir, 'identity', 'api', 'lineup');
    mkdirSync(folder, { recursive: true });
    const put = (name: string, ageMinutes = 0) => {
      writeFileSync(path.join(folder, name), 'x');
      const at = Date.now() / 1000 - ageMinutes * 60;
      utimesSync(path.join(folder, name), at, at);
    };
    put('old-party');
    put('README.md');
    put('Notes');
    put('.sunrise-2026.4242.0a1b2c3d', 30);
    put('.sunrise-2026.4243.0a1b2c3e', 1);
    const a = instance(tmp.dir);
    a.set('sunrise-2026', 'h1', 'first');
    await a.files.start();
    a.files.stop();
    expect(readdirSync(folder).sort()).toEqual([
      '.sunrise-2026.4243.0a1b2c3e',
      'Notes',
      'README.md',
      'sunrise-2026',
    ]);
  });

  it('warns and goes on when the folder cannot be written', async () => {
    // a file where the folder of a coding should be
    writeFileSync(path.join(tmp.dir, 'br'), 'not a folder');
    const a = instance(tmp.dir);
    a.set('sunrise-2026', 'h1', 'first');
    await expect(a.files.start()).resolves.toBeUndefined();
    a.files.stop();
    expect(a.warnings).toHaveLength(1);
    expect(a.warnings[0]).toContain('sunrise-2026');
  });
});

describe('lineup files of a running server', () => {
  it('holds the answer the server sends, and follows an edited event file', async () => {
    const files = tempDir('lineup-files-');
    const server = await startServer({
      env: { LINEUP_FILES_DIR: files.dir, EVENTS_POLL_MS: '100' },
    });
    try {
      const sent = await fetch(`${server.url}/api/lineup/sunrise-2026`, {
        headers: { 'accept-encoding': 'identity' },
      });
      const kept = path.join(files.dir, 'identity', 'api', 'lineup', 'sunrise-2026');
      const read = () => readFileSync(kept, 'utf8');
      // written in the background once the server runs
      const first = await eventually(async () => (existsSync(kept) ? read() : undefined), 5000, 20);
      expect(first).toBe(await sent.text());
      // the current events only: last year's edition and the alias (sunrise) are left to
      // the server
      // (the pass writes one event after the other: waited for, not read at once)
      const listed = () =>
        readdirSync(path.dirname(kept))
          .filter((name) => !name.startsWith('.'))
          .sort()
          .join(' ');
      await eventually(
        async () => (listed() === 'duck-night sunrise-2026' ? true : undefined),
        5000,
        20,
      );
      const yaml = path.join(server.eventsDir, 'sunrise-2026.yaml');
      writeFileSync(yaml, readFileSync(yaml, 'utf8').replace('dj: Ada Lovelace', 'dj: Ada Byron'));
      const edited = await eventually(
        async () => (read().includes('Ada Byron') ? read() : undefined),
        5000,
        50,
      );
      expect(edited).toContain('Ada Byron');
    } finally {
      await server.dispose();
      files.remove();
    }
  });
});

// An edit of a set reads and checks that set alone (draftSession.ts): after any series of
// edits the model and the check must be what reading the whole text again gives.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type DraftModel, readDraft } from '../../src/draft/draftModel.ts';
import { type DraftSession, editSession, openDraft } from '../../src/draft/draftSession.ts';
import type { DraftEdit } from '../../src/draft/editDraft.ts';
import { parseEventFile } from '../../src/event/eventFile.ts';

const NOW = new Date('2026-07-20T12:00:00Z');
const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** a small seeded random source (mulberry32), so a failure is repeatable */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

/** RFC 4180 records */
function csvRecords(text: string): string[][] {
  const out: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n') {
      cells.push(cell);
      out.push(cells);
      cells = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  return out;
}

/** Glastonbury 2023's whole timetable (a real CSV) as a draft: 3,000 sets, some unreadable */
function glastonbury(): string {
  const csv = gunzipSync(
    readFileSync(
      path.join(ROOT, 'packages/server/test/fixtures/real/glastonbury-2023-full.csv.gz'),
    ),
  ).toString('utf8');
  const stages: string[] = [];
  const rows: string[] = [];
  for (const cells of csvRecords(csv).slice(1)) {
    const [, title = '', , stage = '', date = '', from = '', to = ''] = cells;
    if (!stages.includes(stage)) stages.push(stage);
    const [d, m, y] = date.split('/');
    const day = `${y}-${m}-${d}`;
    const start = /^\d\d:\d\d$/.test(from) ? `${day}T${from}` : from;
    const end = /^\d\d:\d\d$/.test(to) ? `${day}T${to}` : to;
    const room = stages.indexOf(stage);
    const set = { dj: title, room, start, end };
    // every fifth set written as blocks, the others on one line
    if (rows.length % 5 === 0) {
      rows.push(
        `  - dj: ${JSON.stringify(set.dj)}\n    room: ${room}\n    start: ${JSON.stringify(start)}\n    end: ${JSON.stringify(end)}\n`,
      );
    } else rows.push(`  - ${JSON.stringify(set)}\n`);
  }
  return `id: glastonbury-2023\nmeta:\n  partyName: Glastonbury 2023\n  timeZone: Europe/London\n  rooms: ${JSON.stringify(stages)}\n  start: ["2023-06-21T12:00"]\n  end: ["2023-06-26T12:00"]\nsets:\n${rows.join('')}tracks: []\n`;
}

const testfest = () => readFileSync(path.join(ROOT, 'e2e/fixtures/events/testfest.yaml'), 'utf8');

const NAMES = ['Ada', 'Bea', 'b2b: "x"', ' ', '', 'Ünïcødé 🎶', '#hash', 'a'.repeat(210), '- dash'];
const CLOCKS = ['20:00', '22:30', '23:59', '00:30', '04:00'];

function randomEdit(r: ReturnType<typeof random>, model: DraftModel): DraftEdit {
  const index = r.int(model.rows.length);
  const row = model.rows[index]!;
  const night = /^\d{4}-\d{2}-\d{2}/.exec(row.start)?.[0] ?? '2026-07-30';
  const time = () => `${night}T${r.pick(CLOCKS)}`;
  switch (r.int(12)) {
    case 0:
    case 1:
    case 2:
      return { kind: 'field', index, field: 'dj', value: r.pick(NAMES) };
    case 3:
      return {
        kind: 'field',
        index,
        field: 'change',
        value: r.pick(['', 'b2b Grace', 'cancelled']),
      };
    case 4:
    case 5:
      return { kind: 'stage', index, stage: r.int(model.stages.length) };
    case 6:
    case 7:
      return { kind: 'times', index, start: time(), end: time() };
    case 8:
      return {
        kind: 'links',
        index,
        links: r.int(2) ? [{ kind: 'soundcloud', url: 'https://soundcloud.com/x' }] : [],
        picture: r.int(2) ? 'https://example.org/a.webp' : '',
      };
    case 9:
      return { kind: 'delete', index };
    case 10:
      return { kind: 'duplicate', index };
    default:
      return {
        kind: 'add',
        values: {
          dj: r.pick(NAMES),
          stage: r.int(model.stages.length),
          start: time(),
          end: time(),
        },
      };
  }
}

/** the model without the rows' keys, which only the session gives */
const plain = (model: DraftModel) => ({
  ...model,
  rows: model.rows.map(({ id: _, ...row }) => row),
});

function expectWhole(session: DraftSession) {
  const text = session.text();
  expect(plain(session.model)).toEqual(plain(readDraft(text, NOW)));
  expect(session.check).toEqual(parseEventFile(text, 'draft', { now: NOW }));
}

describe('a draft edited set by set', () => {
  it('gives what the whole text gives, after random edits of a real festival (Glastonbury 2023)', () => {
    const text = glastonbury();
    let session = openDraft(text, NOW);
    expect(session.bySet).toBe(true);
    expect(session.model.rows.length).toBeGreaterThan(2900);
    expect(session.text()).toBe(text);
    expectWhole(session);
    const r = random(32);
    for (let i = 0; i < 40; i++) {
      session = editSession(session, randomEdit(r, session.model));
      expect(session.bySet).toBe(true);
      if (i === 19) expectWhole(session);
    }
    expectWhole(session);
  }, 120_000);

  it('gives what the whole text gives after each of 150 random edits of the browser tests’ festival', () => {
    let session = openDraft(testfest(), NOW);
    expect(session.bySet).toBe(true);
    const r = random(7);
    for (let i = 0; i < 150; i++) {
      const edit = randomEdit(r, session.model);
      session = editSession(session, edit);
      expectWhole(session);
    }
  }, 120_000);

  it('keeps each row’s key when sets before it go, and gives new sets new keys', () => {
    let session = openDraft(testfest(), NOW);
    const third = session.model.rows[2]!;
    session = editSession(session, { kind: 'delete', index: 0 });
    expect(session.model.rows[1]!.id).toBe(third.id);
    expect(session.model.rows[1]!.index).toBe(1);
    session = editSession(session, { kind: 'duplicate', index: 1 });
    const ids = session.model.rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('reads only the set that changed: the other rows stay the same objects', () => {
    const session = openDraft(glastonbury(), NOW);
    const next = editSession(session, { kind: 'field', index: 1500, field: 'dj', value: 'Typed' });
    expect(next.model.rows[1500]!.dj).toBe('Typed');
    expect(next.model.rows[1499]).toBe(session.model.rows[1499]);
    expect(next.model.rows[1501]).toBe(session.model.rows[1501]);
  });

  it('reads a text it cannot cut by set whole after each edit, with the same answers', () => {
    const text = `id: flow\nmeta:\n  timeZone: Europe/Berlin\n  rooms: [Main]\nsets: [{dj: A, room: 0, start: 2026-07-30T22:00, end: 2026-07-30T23:00}, {dj: B, room: 0, start: 2026-07-30T23:00, end: 2026-07-31T00:00}]\n`;
    let session = openDraft(text, NOW);
    expect(session.bySet).toBe(false);
    session = editSession(session, { kind: 'field', index: 1, field: 'dj', value: 'Bea' });
    expect(session.model.rows[1]!.dj).toBe('Bea');
    expectWhole(session);
    const aliased = `id: a\nmeta:\n  timeZone: Europe/Berlin\n  rooms: [Main]\nsets:\n  - {dj: A, room: 0, start: &t 2026-07-30T22:00, end: 2026-07-30T23:00}\n  - {dj: B, room: 0, start: *t, end: 2026-07-31T00:00}\n`;
    expect(openDraft(aliased, NOW).bySet).toBe(false);
  });

  it('an empty text is an empty draft with no check', () => {
    const session = openDraft('', NOW);
    expect(session.model.readable).toBe(false);
    expect(session.check).toBeNull();
  });
});

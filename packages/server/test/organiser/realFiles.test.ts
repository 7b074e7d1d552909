// Real files of other tools (fixtures/real, see its README): every one imports, and every
// entry that is valid in the source comes out with the right start, end, stage and name.
// The expected entries are read here from the source in the simplest way (a regex walk of
// the XML, JSON.parse, a small CSV split, yaml.parse), not through the importers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LIKE_LIMITS, parseEventFile } from '@lineup/core';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { convertSchedule, type ImportFormat } from '../../src/organiser/import/convert.ts';
import { NOW, runCli } from './helpers.ts';

const REAL = path.resolve(import.meta.dirname, '../fixtures/real');
const bytesOf = (name: string) => new Uint8Array(readFileSync(path.join(REAL, name)));
const textOf = (name: string) => readFileSync(path.join(REAL, name), 'utf8');
const MINUTE = 60_000;

interface Entry {
  stage: string;
  dj: string;
  start: string;
  end: string;
}
const order = (a: Entry, b: Entry) =>
  `${a.stage}\n${a.start}\n${a.dj}\n${a.end}` < `${b.stage}\n${b.start}\n${b.dj}\n${b.end}`
    ? -1
    : 1;
const iso = (ms: number) => new Date(ms).toISOString();
/** the app keeps an act's name to what a like can hold (the loader warns when it shortens) */
const shown = (dj: string) => dj.slice(0, LIKE_LIMITS.dj).trim();
const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** what a fan sees after the import, read back as the server reads the written file */
function imported(name: string, opts: { format?: ImportFormat; timeZone?: string } = {}) {
  const result = convertSchedule(bytesOf(name), { path: name, id: 'real', now: NOW, ...opts });
  expect(result.errors).toEqual([]);
  const loaded = parseEventFile(result.text!, 'real.yaml', { now: NOW });
  expect(loaded.errors).toEqual([]);
  const event = loaded.event!;
  const entries = event.sets
    .map((s) => ({ stage: event.meta.rooms[s.room]!, dj: s.dj, start: s.start, end: s.end }))
    .sort(order);
  return { result, entries, event };
}

// --- frab XML: a regex walk over <room name> and <event> ---------------------------------

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (s: string) =>
  s
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&#x([0-9a-f]+);/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_m, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&(\w+);/g, (_m, e: string) => ENTITY[e] ?? `&${e};`)
    .trim();

function frabXmlEntries(xml: string) {
  const entries: Entry[] = [];
  const zeroLines: number[] = [];
  // a frab event's identity is its guid and its start: workshops repeat their guid at
  // other times
  const seen = new Set<string>();
  const lineAt = (pos: number) => xml.slice(0, pos).split('\n').length;
  // a room's closing tag stands on its own line (each event names its room inside, too)
  for (const room of xml.matchAll(/<room name="([^"]*)"[^>/]*>([\s\S]*?)\n\s*<\/room>/g)) {
    for (const ev of room[2]!.matchAll(/<event [^>]*guid="([^"]*)"[^>]*>([\s\S]*?)<\/event>/g)) {
      const body = ev[2]!;
      const tag = (t: string) =>
        unescapeXml(new RegExp(`<${t}>([\\s\\S]*?)</${t}>`).exec(body)?.[1] ?? '');
      const identity = `${ev[1]} ${tag('date')}`;
      if (seen.has(identity)) continue;
      seen.add(identity);
      const persons = [...body.matchAll(/<person[^>]*>([^<]*)<\/person>/g)].map((p) =>
        unescapeXml(p[1]!),
      );
      const start = Date.parse(tag('date'));
      const length = minutesOf(tag('duration'));
      if (length === 0) {
        zeroLines.push(lineAt(room.index! + room[0].indexOf(ev[0]!)));
        continue;
      }
      entries.push({
        stage: unescapeXml(room[1]!),
        dj: shown(persons.length > 0 ? persons.join(' & ') : tag('title')),
        start: iso(start),
        end: iso(start + length * MINUTE),
      });
    }
  }
  return { entries: entries.sort(order), zeroLines };
}

// --- pretalx JSON: JSON.parse --------------------------------------------------------------

interface PretalxEvent {
  date: string;
  duration: string;
  title: string;
  persons: { public_name: string }[];
}
function pretalxEntries(json: string): Entry[] {
  const days = JSON.parse(json).schedule.conference.days as {
    rooms: Record<string, PretalxEvent[]>;
  }[];
  return days
    .flatMap((day) =>
      Object.entries(day.rooms).flatMap(([stage, events]) =>
        events.map((e) => {
          const start = Date.parse(e.date);
          const names = e.persons.map((p) => p.public_name.trim());
          return {
            stage,
            dj: shown(names.length > 0 ? names.join(' & ') : e.title),
            start: iso(start),
            end: iso(start + minutesOf(e.duration) * MINUTE),
          };
        }),
      ),
    )
    .sort(order);
}

// --- Glastonbury CSV: a small RFC 4180 split; summer 2023 in London is UTC+1 ----------------

function csvRecords(text: string): { line: number; cells: string[] }[] {
  const out: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n') {
      cells.push(cell);
      out.push({ line: recordLine, cells });
      cells = [];
      cell = '';
      line++;
      recordLine = line;
    } else if (c !== '\r') cell += c;
  }
  return out;
}

function glastonburyEntries(text: string) {
  const entries = new Map<string, Entry>();
  const brokenLines: number[] = [];
  for (const { line, cells } of csvRecords(text).slice(1)) {
    const [, title, , stage, date, from, to] = cells as string[];
    if (!/^\d?\d:\d\d$/.test(from!) || !/^\d?\d:\d\d$/.test(to!)) {
      brokenLines.push(line);
      continue;
    }
    const [d, m, y] = date!.split('/').map(Number) as [number, number, number];
    const start = Date.UTC(y, m - 1, d) + (minutesOf(from!) - 60) * MINUTE;
    const end =
      Date.UTC(y, m - 1, d) +
      (minutesOf(to!) - 60 + (minutesOf(to!) > minutesOf(from!) ? 0 : 24 * 60)) * MINUTE;
    const entry = {
      stage: stage!,
      dj: shown(title!.replace(/\s+/g, ' ').trim()),
      start: iso(start),
      end: iso(end),
    };
    // the same act on the same stage at the same time twice is one set
    entries.set(`${entry.stage}\n${entry.dj.toLowerCase()}\n${entry.start}`, entry);
  }
  return { entries: [...entries.values()].sort(order), brokenLines };
}

// --- the original app's config: yaml.parse without the bot text (its lines start at column 0)

interface BunnySet {
  day: number;
  hour: number;
  minute?: number;
  duration?: number;
  dj: string;
}
function shallowbunnyEntries(text: string, offsetHours: number): Entry[] {
  const config = parseYaml(text.replace(/^botMotd:[\s\S]*?\n\n/m, '')) as {
    beginningSchedule: string;
    lineup: { rooms: string[]; sets: Record<string, BunnySet[]> };
  };
  const first = new Date(`${config.beginningSchedule} 00:00 UTC`).getTime();
  const entries: Entry[] = [];
  for (const [stage, sets] of Object.entries(config.lineup.sets)) {
    if (!config.lineup.rooms.includes(stage)) continue;
    const timed = sets
      .map((s) => ({
        ...s,
        at: first + ((s.day * 24 + s.hour - offsetHours) * 60 + (s.minute ?? 0)) * MINUTE,
      }))
      .sort((a, b) => a.at - b.at);
    timed.forEach((s, i) => {
      const next = timed.slice(i + 1).find((n) => n.at > s.at);
      const end = s.duration ? s.at + s.duration * MINUTE : next?.at;
      if (end !== undefined) entries.push({ stage, dj: s.dj, start: iso(s.at), end: iso(end) });
    });
  }
  return entries.sort(order);
}

describe('real frab XML exports', () => {
  const congress = frabXmlEntries(textOf('36c3-schedule.xml'));

  it('36C3: every valid talk, the 13 of one person sharing a slot too; the zero-length one a row error with its line', () => {
    const { result, entries } = imported('36c3-schedule.xml');
    expect(entries).toEqual(congress.entries);
    expect(congress.zeroLines).toHaveLength(1);
    expect(result.rowErrors).toEqual([
      expect.objectContaining({
        line: congress.zeroLines[0],
        rule: 'frab.event',
        message: expect.stringMatching(/duration "00:00" is zero/),
        params: expect.objectContaining({
          row: congress.zeroLines[0],
          problem: 'event.unreadable',
          title: expect.stringContaining('Kerbal'),
        }),
      }),
    ]);
    expect(JSON.stringify(result.notes)).not.toContain('is not HH:MM');
  });

  it('36C3: the three workshops that repeat their guid at another time, at each of their times', () => {
    const { result, entries } = imported('36c3-schedule.xml');
    const times = (dj: string) => entries.filter((e) => e.dj === dj).map((e) => e.start);
    // Löten für Einsteiger, on the 27th and the 29th
    expect(times('Stefan, DK6TM')).toEqual([
      '2019-12-27T15:00:00.000Z',
      '2019-12-29T13:00:00.000Z',
    ]);
    // Beginners Workshop: How to Hack your Web Application
    expect(times('Janosch Maier')).toEqual([
      '2019-12-27T15:10:00.000Z',
      '2019-12-27T16:15:00.000Z',
    ]);
    // Nudeln hacken - Wettbewerb für Junghacker von 5 Jahren bis ∞
    expect(times('Stefan Safari')).toEqual([
      '2019-12-28T10:30:00.000Z',
      '2019-12-28T14:30:00.000Z',
    ]);
    expect(result.notes.filter((n) => n.rule === 'frab.duplicate')).toEqual([]);
  });

  it('36C3 in Latin-1 with its declaration: the same entries, no U+FFFD', () => {
    const { result, entries } = imported('36c3-schedule-latin1.xml');
    expect(entries).toEqual(congress.entries);
    expect(result.text).toContain('Löten für Einsteiger');
    expect(result.text).not.toContain('\uFFFD');
  });

  it('DebConf 23 (wafer, Asia/Kolkata): every talk', () => {
    const { entries, event } = imported('debconf23-schedule.xml');
    expect(event.meta.timeZone).toBe('Asia/Kolkata');
    expect(entries).toEqual(frabXmlEntries(textOf('debconf23-schedule.xml')).entries);
  });

  it('a download cut off gives one clear error, not a page of parser noise', () => {
    const result = convertSchedule(bytesOf('36c3-schedule-truncated.xml'), {
      path: 'cut.xml',
      id: 'x',
      now: NOW,
    });
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.message).toMatch(/never closed/);
  });
});

describe('a real pretalx JSON export', () => {
  it('rC3: every talk', () => {
    const { entries } = imported('rc3-pretalx.json');
    expect(entries).toEqual(pretalxEntries(textOf('rc3-pretalx.json')));
  });

  it('cut off: one error that says so, no YAML parser messages', () => {
    const result = convertSchedule(bytesOf('rc3-pretalx-truncated.json'), {
      path: 'cut.json',
      id: 'x',
      now: NOW,
    });
    expect(result.errors).toEqual([
      expect.objectContaining({ rule: 'syntax', message: expect.stringMatching(/cut off/) }),
    ]);
  });
});

describe('a real festival CSV (Glastonbury 2023)', () => {
  const expected = glastonburyEntries(textOf('glastonbury-2023.csv'));

  it.each([
    ['glastonbury-2023.csv', null],
    ['glastonbury-2023-cp1252.csv', /not valid UTF-8: read as Windows-1252/],
    ['glastonbury-2023-utf16.csv', null],
  ])(
    '%s: every row with times, at the right instants; each TBA row a row error with its line',
    (name, warning) => {
      const { result, entries } = imported(name, { timeZone: 'Europe/London' });
      expect(entries).toEqual(expected.entries);
      expect(result.rowErrors.map((e) => e.line)).toEqual(expected.brokenLines);
      for (const line of expected.brokenLines) {
        expect(result.rowErrors).toContainEqual(
          expect.objectContaining({
            line,
            rule: 'csv.row',
            message: expect.stringMatching(/TBA/),
            params: expect.objectContaining({ row: line, value: expect.stringMatching(/TBA/) }),
          }),
        );
      }
      const encoding = result.notes.find((n) => n.rule === 'file.encoding');
      if (warning) expect(encoding?.message).toMatch(warning);
      else expect(encoding).toBeUndefined();
      expect(result.text).not.toContain('\uFFFD');
      expect(result.text).toContain('ANAIS');
    },
  );
});

describe("the original app's real config", () => {
  // October 2024 in Berlin: UTC+2
  const expected = shallowbunnyEntries(textOf('shallowbunny-config.yml'), 2);

  it.each(['shallowbunny-config.yml', 'shallowbunny-config-cp1252.yml'])(
    '%s: every set of a listed room; the room missing from lineup.rooms a row error',
    (name) => {
      const { result, entries, event } = imported(name);
      expect(entries).toEqual(expected);
      expect(event.meta.partyName).toBe('demo festival');
      expect(event.meta.nowMapImage).toBe('/media/demo-map.webp');
      expect(result.rowErrors).toContainEqual(
        expect.objectContaining({
          rule: 'set.room',
          message: expect.stringContaining('Creatures Corner'),
        }),
      );
      expect(result.notes.filter((n) => n.rule === 'syntax')).toEqual([]);
    },
  );
});

describe('the lineup command on every real file', () => {
  it.each([
    ['36c3-schedule.xml', []],
    ['debconf23-schedule.xml', []],
    ['rc3-pretalx.json', []],
    ['glastonbury-2023-cp1252.csv', ['--tz', 'Europe/London']],
    ['shallowbunny-config.yml', []],
  ])('lineup import %s exits 0 without --from', async (name, extra) => {
    const out = path.join(
      process.env.TMPDIR ?? '/tmp',
      `real-${process.pid}-${name.replace(/\W/g, '-')}.yaml`,
    );
    const result = await runCli(['import', ...extra, '--force', path.join(REAL, name), out]);
    // only the rows that could not be read, if any, are said on stderr
    expect(result.stderr).toMatch(
      /^(?:lineup: \d+ rows? of .* could not be read and (?:is|are) not in .*\n)?$/,
    );
    expect(result.code).toBe(0);
  });
});

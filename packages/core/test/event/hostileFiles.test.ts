// Event files written to hurt: aliases in the tens of thousands, values a like cannot hold,
// escapes that produce NUL, and files that make thousands of warnings. Each loads in bounded
// time and becomes an event whose every set a fan can heart and sync, or is refused clearly.
import { describe, expect, it } from 'vitest';
import { LIKE_LIMITS } from '../../src/constants.ts';
import {
  capDiagnostics,
  MAX_DIAGNOSTICS,
  MAX_ROOMS,
  MAX_WINDOWS,
  MORE_RULE,
  parseEventFile,
} from '../../src/event/eventFile.ts';

const NOW = new Date('2026-07-30T10:00:00Z');
const PATH = 'events/hostile.yaml';
const HEAD = `id: hostile
meta:
  partyName: Hostile
  timeZone: Europe/Berlin
  rooms: [Beach, Forest]
`;
const load = (text: string) => parseEventFile(text, PATH, { now: NOW });

function set(dj: string, extra = '') {
  return `  - {dj: ${dj}, room: 0, start: 2026-07-30T22:00, end: 2026-07-31T00:00${extra}}\n`;
}

describe('aliases', () => {
  it('loads a file of 16,000 aliases (64 KB) without walking the file once per alias', () => {
    const aliases = Array.from({ length: 16_000 }, () => '*s').join(', ');
    const text = `${HEAD}x: &s {dj: Ada, room: 0, start: 2026-07-30T22:00, end: 2026-07-31T00:00}\nsets: [${aliases}]\n`;
    expect(text.length).toBeGreaterThan(64_000);
    const result = load(text);
    // the same set 16,000 times: one is served, the rest are reported as duplicates
    expect(result.errors).toEqual([]);
    expect(result.event?.sets.map((s) => s.dj)).toEqual(['Ada']);
    // no timing asserted: before aliases were resolved once, this took 28 s and timed out
  }, 20_000);

  it('refuses a file whose aliases expand to more values than a lineup holds', () => {
    // each level multiplies: 10^6 links from a few hundred bytes ("billion laughs")
    const text = `${HEAD}a: &a [{www: "https://a.example"}, {www: "https://a.example"}, {www: "https://a.example"}, {www: "https://a.example"}, {www: "https://a.example"}, {www: "https://a.example"}, {www: "https://a.example"}, {www: "https://a.example"}, {www: "https://a.example"}, {www: "https://a.example"}]
b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
sets: [*e]
`;
    const result = load(text);
    expect(result.event).toBeNull();
    expect(result.errors).toEqual([expect.objectContaining({ rule: 'yaml.aliases', path: PATH })]);
    expect(result.errors[0]!.message).toMatch(/aliases/);
  });

  it('refuses a set map with many keys repeated by many aliases', () => {
    const keys = Array.from({ length: 3000 }, (_, i) => `k${i}: 1`).join(', ');
    const aliases = Array.from({ length: 3000 }, () => '*s').join(', ');
    const text = `${HEAD}x: &s {dj: Ada, room: 0, start: 2026-07-30T22:00, end: 2026-07-31T00:00, ${keys}}\nsets: [${aliases}]\n`;
    const result = load(text);
    expect(result.errors.map((e) => e.rule)).toEqual(['yaml.aliases']);
  });

  it('resolves an anchor defined twice to the latest definition before the alias', () => {
    const text = `${HEAD}x: &n Ada
y: &n Grace
sets:
  - {dj: *n, room: 0, start: 2026-07-30T22:00, end: 2026-07-31T00:00}
`;
    expect(load(text).event?.sets.map((s) => s.dj)).toEqual(['Grace']);
  });
});

describe('values a like must be able to hold (the likes schema limits)', () => {
  it('shortens an act name over the limit, with a warning naming the line', () => {
    const long = 'A'.repeat(LIKE_LIMITS.dj + 50);
    const result = load(`${HEAD}sets:\n${set(long)}`);
    expect(result.event?.sets[0]?.dj).toBe('A'.repeat(LIKE_LIMITS.dj));
    expect(result.warnings).toContainEqual(
      expect.objectContaining({ rule: 'set.dj', line: 7, path: PATH }),
    );
  });

  it('keeps at most the limit of links per act', () => {
    const links = Array.from(
      { length: LIKE_LIMITS.links + 5 },
      (_, i) => `{www: "https://a.example/${i}"}`,
    );
    const result = load(`${HEAD}sets:\n${set('Ada', `, meta: [${links.join(', ')}]`)}`);
    expect(result.event?.sets[0]?.meta).toHaveLength(LIKE_LIMITS.links);
    expect(result.warnings.map((w) => w.rule)).toContain('set.meta');
  });

  it('drops a link longer than a like may hold', () => {
    const long = `https://a.example/${'x'.repeat(LIKE_LIMITS.linkValue)}`;
    const result = load(
      `${HEAD}sets:\n${set('Ada', `, meta: [{www: "${long}"}, {soundcloud: "https://soundcloud.com/ada"}]`)}`,
    );
    expect(result.event?.sets[0]?.meta).toEqual([
      { key: 'soundcloud', value: 'https://soundcloud.com/ada' },
    ]);
    expect(result.warnings.map((w) => w.rule)).toContain('link.length');
  });

  it('drops a link whose label makes the key longer than a like may hold', () => {
    const key = `instagram.${'l'.repeat(LIKE_LIMITS.linkKey)}`;
    const result = load(`${HEAD}sets:\n${set('Ada', `, meta: [{"${key}": "https://i.example"}]`)}`);
    expect(result.event?.sets[0]?.meta).toEqual([]);
    expect(result.warnings.map((w) => w.rule)).toContain('link.length');
  });

  it('shortens a party name and stage names so every like of the event fits', () => {
    const text = `id: hostile
meta:
  partyName: "${'P'.repeat(LIKE_LIMITS.partyName + 10)}"
  timeZone: Europe/Berlin
  rooms: ["${'R'.repeat(LIKE_LIMITS.room + 10)}"]
sets:
${set('Ada')}`;
    const result = load(text);
    expect(result.event?.meta.partyName).toHaveLength(LIKE_LIMITS.partyName);
    expect(result.event?.meta.rooms[0]).toHaveLength(LIKE_LIMITS.room);
    expect(result.warnings.map((w) => w.rule)).toEqual(
      expect.arrayContaining(['meta.partyName', 'meta.rooms']),
    );
    // the like's title is "dj @ room"
    expect(LIKE_LIMITS.dj + 3 + LIKE_LIMITS.room).toBeLessThanOrEqual(LIKE_LIMITS.title);
  });

  it.each([
    ['\\0', 'Ada Lovelace'],
    ['\\x00', 'Ada Lovelace'],
    ['\\u0000', 'Ada Lovelace'],
    ['\\x07', 'Ada Lovelace'],
  ])('removes %s written as a YAML escape, with a warning', (written, served) => {
    const result = load(`${HEAD}sets:\n${set(`"Ada${written} Lovelace"`)}`);
    expect(result.event?.sets.map((s) => s.dj)).toEqual([served]);
    expect(result.warnings.map((w) => w.rule)).toContain('text.characters');
  });

  it('replaces a lone surrogate written as an escape', () => {
    const result = load(`${HEAD}sets:\n${set('"Ada \\uD800"')}`);
    expect(result.event?.sets[0]?.dj).toBe('Ada \uFFFD');
  });

  it('removes NUL from a link given by escape', () => {
    const result = load(`${HEAD}sets:\n${set('Ada', ', meta: [{www: "https://a.example/\\0x"}]')}`);
    for (const entry of result.event?.sets[0]?.meta ?? []) {
      expect(entry.value).not.toContain('\u0000');
    }
  });
});

describe('diagnostics', () => {
  it(`keeps at most ${MAX_DIAGNOSTICS} warnings per file and says how many more there were`, () => {
    const bad = Array.from({ length: 300 }, (_, i) => set(`Act ${i}`, ', nope: 1')).join('');
    const result = load(`${HEAD}sets:\n${bad}`);
    expect(result.event?.sets).toHaveLength(300);
    expect(result.warnings).toHaveLength(MAX_DIAGNOSTICS + 1);
    const last = result.warnings.at(-1)!;
    expect(last.rule).toBe('more');
    expect(last.message).toBe(`and ${300 - MAX_DIAGNOSTICS} more warnings`);
  });
});

describe('capDiagnostics', () => {
  const warning = (line: number) => ({ path: PATH, line, rule: 'x', message: `at ${line}` });

  it('keeps the first by line and counts an earlier cap’s "and N more" in', () => {
    const list = [
      ...Array.from({ length: 150 }, (_, i) => warning(150 - i)),
      { path: PATH, rule: MORE_RULE, message: 'and 7 more warnings' },
    ];
    const capped = capDiagnostics(list, PATH, 'warnings');
    expect(capped).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(capped[0]?.line).toBe(1);
    expect(capped.at(-1)).toEqual({ path: PATH, rule: MORE_RULE, message: 'and 57 more warnings' });
  });

  it('leaves a short list as it is', () => {
    expect(capDiagnostics([warning(2), warning(1)], PATH, 'warnings')).toEqual([
      warning(1),
      warning(2),
    ]);
  });
});

describe('bounds of one event', () => {
  const windows = (n: number) => {
    const days = Array.from(
      { length: n },
      (_, i) => new Date(Date.UTC(2026, 0, 1) + i * 86_400_000),
    );
    const at = (d: Date, h: string) => `${d.toISOString().slice(0, 10)}T${h}`;
    return `  start: [${days.map((d) => at(d, '20:00')).join(', ')}]\n  end: [${days.map((d) => at(d, '23:00')).join(', ')}]\n`;
  };

  it(`loads ${MAX_WINDOWS} opening windows and refuses more with one clear error`, () => {
    expect(load(`${HEAD}${windows(MAX_WINDOWS)}sets: []\n`).event?.meta.start).toHaveLength(
      MAX_WINDOWS,
    );
    const refused = load(`${HEAD}${windows(5_000)}sets: []\n`);
    expect(refused.event).toBeNull();
    expect(refused.errors).toEqual([
      {
        path: PATH,
        line: 6,
        rule: 'meta.windows',
        message: `meta.start/end list 5,000 opening windows; an event has at most ${MAX_WINDOWS} (make a series of events instead)`,
      },
    ]);
  });

  it(`refuses more than ${MAX_ROOMS} rooms with one clear error`, () => {
    const rooms = (n: number) => Array.from({ length: n }, (_, i) => `Stage ${i + 1}`).join(', ');
    const text = (n: number) => HEAD.replace('[Beach, Forest]', `[${rooms(n)}]`);
    expect(load(`${text(MAX_ROOMS)}sets: []\n`).event?.meta.rooms).toHaveLength(MAX_ROOMS);
    const refused = load(`${text(1_000)}sets: []\n`);
    expect(refused.event).toBeNull();
    expect(refused.errors.map((e) => e.message)).toEqual([
      `meta.rooms lists 1,000 rooms; an event has at most ${MAX_ROOMS}`,
    ]);
  });
});

describe('the line of each set', () => {
  it('names the line of every loaded set, skipped ones left out, times given as aliases too', () => {
    const text = `${HEAD}sets:
  - {dj: Ada, room: 0, start: &t 2026-07-30T22:00, end: &u 2026-07-31T00:00}
  - {dj: Broken, room: 9, start: *t, end: *u}
  - dj: Cy
    room: 1
    start: *t
    end: *u
`;
    const result = load(text);
    expect(result.event?.sets.map((s) => s.dj)).toEqual(['Ada', 'Cy']);
    expect(result.setLines).toEqual([7, 9]);
  });
});

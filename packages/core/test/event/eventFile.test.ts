import { describe, expect, it } from 'vitest';
import { LISTED_DAYS_BEFORE } from '../../src/constants.ts';
import { parseEventFile } from '../../src/event/eventFile.ts';

const NOW = new Date('2026-07-30T10:00:00Z');
const PATH = 'events/sunrise.yaml';

const HEAD = `id: sunrise-2026
meta:
  partyName: Sunrise
  timeZone: Europe/Berlin
  rooms: ["🌅 Beach", "🌲 Forest"]
`;

/** A valid file whose sets block is `sets` (lines 6+ of the file). */
function withSets(sets: string): string {
  return `${HEAD}sets:\n${sets}`;
}

const ADA = `  - dj: Ada Lovelace
    room: 0
    start: 2026-07-30T22:00
    end: 2026-07-31T00:00
`;

function load(text: string, path = PATH) {
  return parseEventFile(text, path, { now: NOW });
}

describe('parseEventFile: a valid file', () => {
  it('loads the DESIGN §4 example with its defaults', () => {
    const result = load(`${HEAD}sets:
  - dj: Ada Lovelace
    room: 0
    start: 2026-07-30T22:00
    end: 2026-07-31T00:00
    change: b2b Grace
    meta:
      - soundcloud: https://soundcloud.com/ada
      - instagram.Ada's photos: https://instagram.com/ada
      - avatar.soundcloud: https://i1.sndcdn.com/avatars-000-large.jpg
tracks:
  - {key: Live at Sunrise, value: https://soundcloud.com/ada/live, dj: Ada Lovelace, room: 0,
     start: 2026-07-30T22:00, end: 2026-07-31T00:00, createdAt: 2026-08-05T10:00, image: https://img.example/a.jpg}
`);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    const event = result.event!;
    expect(event).toMatchObject({
      id: 'sunrise-2026',
      aliases: [],
      series: null,
      main: false,
      sourcePath: PATH,
    });
    expect(event.meta).toEqual({
      partyName: 'Sunrise',
      prefix: 'festival',
      kind: 'bunny',
      timeZone: 'Europe/Berlin',
      rooms: ['🌅 Beach', '🌲 Forest'],
      stages: ['🌅 Beach', '🌲 Forest'],
      stageUrls: ['beach', 'forest'],
      emoticons: ['🌅', '🌲'],
      roomImages: [null, null],
      roomYouAreHereEmoticon: '📍',
      start: [],
      end: [],
    });
    expect(event.sets).toEqual([
      {
        dj: 'Ada Lovelace',
        room: 0,
        start: '2026-07-30T20:00:00.000Z',
        end: '2026-07-30T22:00:00.000Z',
        change: 'b2b Grace',
        meta: [
          { key: 'soundcloud', value: 'https://soundcloud.com/ada' },
          { key: "instagram.Ada's photos", value: 'https://instagram.com/ada' },
          { key: 'avatar.soundcloud', value: 'https://i1.sndcdn.com/avatars-000-large.jpg' },
        ],
      },
    ]);
    expect(event.tracks).toEqual([
      {
        key: 'Live at Sunrise',
        value: 'https://soundcloud.com/ada/live',
        dj: 'Ada Lovelace',
        room: 0,
        start: '2026-07-30T20:00:00.000Z',
        end: '2026-07-30T22:00:00.000Z',
        createdAt: '2026-08-05T08:00:00.000Z',
        image: 'https://img.example/a.jpg',
      },
    ]);
  });

  it(`is listed from ${LISTED_DAYS_BEFORE} days before its first set by default`, () => {
    const event = load(withSets(ADA)).event!;
    expect(event.listedFrom).toBe('2026-07-16T20:00:00.000Z');
  });

  it('reads id fields, aliases, series, main, listedFrom and meta options', () => {
    const result = load(`id: sunrise-2026
aliases: [sunrise, sunrise-festival]
series: sunrise
main: true
listedFrom: 2026-07-01
meta:
  partyName: Sunrise
  partyUrl: https://sunrise.example
  prefix: duck
  kind: demo
  timeZone: Europe/Berlin
  rooms: ["🌅 Beach", "Main Floor"]
  stageUrls: [strand, main]
  emoticons: ["🏖️", "🎛️"]
  roomImages: [/media/stages/beach.svg]
  start: ["2026-07-30T12:00"]
  end: ["2026-08-03T12:00"]
  nowText1Map: {en: Hello, de: Hallo}
  nowText2Map: {en: "Open ⏰ — search 🔎"}
  aboutShowPatreonIcon: true
  nowShowDataSourceAd: true
  nowShowLineupAppAd: false
  debugLogs: [first, second]
  soundcloudClientID: abc
`);
    expect(result.warnings).toEqual([]);
    const event = result.event!;
    expect(event).toMatchObject({
      aliases: ['sunrise', 'sunrise-festival'],
      series: 'sunrise',
      main: true,
      listedFrom: '2026-06-30T22:00:00.000Z',
    });
    expect(event.meta).toMatchObject({
      partyUrl: 'https://sunrise.example',
      prefix: 'duck',
      kind: 'demo',
      stageUrls: ['strand', 'main'],
      emoticons: ['🏖️', '🎛️'],
      roomImages: ['/media/stages/beach.svg', null],
      start: ['2026-07-30T10:00:00.000Z'],
      end: ['2026-08-03T10:00:00.000Z'],
      nowText1Map: { en: 'Hello', de: 'Hallo' },
      nowText2Map: { en: 'Open ⏰ — search 🔎' },
      aboutShowPatreonIcon: true,
      nowShowDataSourceAd: true,
      nowShowLineupAppAd: false,
      debugLogs: ['first', 'second'],
      soundcloudClientID: 'abc',
    });
  });

  it('finds a room by index, stage slug or name', () => {
    const result = load(
      withSets(`  - {dj: A, room: 1, start: 2026-07-30T22:00, end: 2026-07-30T23:00}
  - {dj: B, room: forest, start: 2026-07-30T22:00, end: 2026-07-30T23:00}
  - {dj: C, room: "🌲 Forest", start: 2026-07-30T22:00, end: 2026-07-30T23:00}
  - {dj: D, room: "0", start: 2026-07-30T22:00, end: 2026-07-30T23:00}
`),
    );
    expect(result.warnings).toEqual([]);
    expect(result.event!.sets.map((s) => s.room)).toEqual([1, 1, 1, 0]);
  });

  it('accepts set meta as a map as well as a list', () => {
    const result = load(
      withSets(`  - dj: Ada
    room: 0
    start: 2026-07-30T22:00
    end: 2026-07-31T00:00
    meta:
      soundcloud: https://soundcloud.com/ada
      www.Homepage: https://ada.example
`),
    );
    expect(result.event!.sets[0]!.meta).toEqual([
      { key: 'soundcloud', value: 'https://soundcloud.com/ada' },
      { key: 'www.Homepage', value: 'https://ada.example' },
    ]);
  });

  it('keeps a "?" placeholder set and reads numbers as act names', () => {
    const result = load(
      withSets(`  - {dj: "?", room: 0, start: 2026-07-30T22:00, end: 2026-07-31T00:00, change: "*tba"}
  - {dj: 808, room: 1, start: 2026-07-30T22:00, end: 2026-07-31T00:00}
`),
    );
    expect(result.warnings).toEqual([]);
    expect(result.event!.sets.map((s) => [s.dj, s.change])).toEqual([
      ['?', '*tba'],
      ['808', undefined],
    ]);
  });

  it('loads JSON with the same result as YAML', () => {
    const yaml = load(withSets(ADA)).event!;
    const json = JSON.stringify(
      {
        id: 'sunrise-2026',
        meta: {
          partyName: 'Sunrise',
          timeZone: 'Europe/Berlin',
          rooms: ['🌅 Beach', '🌲 Forest'],
        },
        sets: [{ dj: 'Ada Lovelace', room: 0, start: '2026-07-30T22:00', end: '2026-07-31T00:00' }],
      },
      null,
      '\t',
    );
    const result = load(json, 'events/sunrise.json');
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect({ ...result.event!, sourcePath: PATH }).toEqual(yaml);
  });
});

describe('parseEventFile: errors reject the file', () => {
  it.each([
    ['a list instead of a mapping', '- id: x\n', 'file', 1],
    ['a YAML syntax error', `${HEAD}sets: [1, 2\nx: 1\n`, 'syntax', 7],
    ['a duplicated key', `${HEAD}id: again\n`, 'syntax', 6],
    ['two documents', `${HEAD}---\n${HEAD}`, 'syntax', 6],
    ['an empty file', '', 'file', 1],
    ['no id', HEAD.replace('id: sunrise-2026\n', ''), 'id', 1],
    ['an id with capitals', HEAD.replace('sunrise-2026', 'Sunrise_2026'), 'id', 1],
    ['no meta', 'id: sunrise\n', 'meta', 1],
    ['no time zone', HEAD.replace('  timeZone: Europe/Berlin\n', ''), 'meta.timeZone', 2],
    ['an unknown time zone', HEAD.replace('Europe/Berlin', 'Mars/Olympus'), 'meta.timeZone', 4],
  ])('%s', (_what, text, rule, line) => {
    const result = load(text);
    expect(result.event).toBeNull();
    expect(result.errors[0]).toMatchObject({ path: PATH, rule, line });
    expect(result.errors[0]!.message).not.toBe('');
  });

  it.each([
    ['missing', HEAD.replace('  rooms: ["🌅 Beach", "🌲 Forest"]\n', ''), 2],
    ['empty', HEAD.replace('["🌅 Beach", "🌲 Forest"]', '[]'), 5],
    ['a string', HEAD.replace('["🌅 Beach", "🌲 Forest"]', 'Beach'), 5],
    ['not texts', HEAD.replace('["🌅 Beach", "🌲 Forest"]', '[1, 2]'), 5],
    ['with an empty name', HEAD.replace('"🌲 Forest"', '""'), 5],
  ])('meta.rooms %s → "meta.rooms is missing or invalid"', (_what, text, line) => {
    const result = load(text);
    expect(result.event).toBeNull();
    expect(result.errors).toEqual([
      { path: PATH, line, rule: 'meta.rooms', message: 'meta.rooms is missing or invalid' },
    ]);
  });

  it('reports every error of a file at once', () => {
    const text = 'id: Bad Id\nmeta:\n  partyName: X\n';
    expect(load(text).errors.map((e) => e.rule)).toEqual(['id', 'meta.timeZone', 'meta.rooms']);
  });

  it('names the line of a syntax error in a JSON file', () => {
    const json =
      '{\n  "id": "sunrise",\n  "meta": {\n    "rooms": ["A"]\n    "timeZone": "UTC"\n  }\n}\n';
    const result = load(json, 'events/sunrise.json');
    expect(result.event).toBeNull();
    expect(result.errors[0]).toMatchObject({ path: 'events/sunrise.json', rule: 'syntax' });
    expect(result.errors[0]!.line).toBeGreaterThanOrEqual(4);
    expect(result.errors[0]!.line).toBeLessThanOrEqual(5);
  });
});

describe('parseEventFile: warnings skip only the bad part', () => {
  it.each([
    [
      'a set without dj',
      '  - {room: 0, start: 2026-07-30T22:00, end: 2026-07-30T23:00}\n',
      'set.dj',
    ],
    [
      'an empty dj',
      '  - {dj: " ", room: 0, start: 2026-07-30T22:00, end: 2026-07-30T23:00}\n',
      'set.dj',
    ],
    ['a bad start', '  - {dj: A, room: 0, start: tomorrow, end: 2026-07-30T23:00}\n', 'set.date'],
    ['a missing end', '  - {dj: A, room: 0, start: 2026-07-30T22:00}\n', 'set.date'],
    [
      'an impossible date',
      '  - {dj: A, room: 0, start: 2026-02-30T22:00, end: 2026-03-01T01:00}\n',
      'set.date',
    ],
    [
      'end before start',
      '  - {dj: A, room: 0, start: 2026-07-30T23:00, end: 2026-07-30T22:00}\n',
      'set.date',
    ],
    [
      'a room index without room',
      '  - {dj: A, room: 2, start: 2026-07-30T22:00, end: 2026-07-30T23:00}\n',
      'set.room',
    ],
    [
      'an unknown stage slug',
      '  - {dj: A, room: moon, start: 2026-07-30T22:00, end: 2026-07-30T23:00}\n',
      'set.room',
    ],
    [
      'a negative room',
      '  - {dj: A, room: -1, start: 2026-07-30T22:00, end: 2026-07-30T23:00}\n',
      'set.room',
    ],
    ['no room', '  - {dj: A, start: 2026-07-30T22:00, end: 2026-07-30T23:00}\n', 'set.room'],
    ['not a mapping', '  - just a name\n', 'set'],
  ])('%s → skipped, rule %s, with its line', (_what, badSet, rule) => {
    const result = load(withSets(ADA + badSet));
    expect(result.errors).toEqual([]);
    expect(result.event!.sets.map((s) => s.dj)).toEqual(['Ada Lovelace']);
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatchObject({ path: PATH, rule, line: 11 });
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['//evil.example/ada'],
    ['ftp://example.com/ada'],
  ])('drops the link %j and keeps the set (rule link.protocol)', (url) => {
    const result = load(
      withSets(`${ADA}    meta:
      - soundcloud: https://soundcloud.com/ada
      - www: "${url}"
`),
    );
    expect(result.event!.sets[0]!.meta).toEqual([
      { key: 'soundcloud', value: 'https://soundcloud.com/ada' },
    ]);
    expect(result.warnings).toEqual([
      expect.objectContaining({ path: PATH, line: 13, rule: 'link.protocol' }),
    ]);
  });

  it('drops links of unknown kinds and malformed meta entries', () => {
    const result = load(
      withSets(`${ADA}    meta:
      - myspace: https://myspace.com/ada
      - {soundcloud: https://soundcloud.com/ada, www: https://ada.example}
      - bandcamp: https://ada.bandcamp.com
`),
    );
    expect(result.event!.sets[0]!.meta).toEqual([
      { key: 'bandcamp', value: 'https://ada.bandcamp.com' },
    ]);
    expect(result.warnings.map((w) => [w.rule, w.line])).toEqual([
      ['link.kind', 12],
      ['set.meta', 13],
    ]);
  });

  it('drops unsafe pictures and URLs of meta', () => {
    const result = load(`${HEAD}  partyUrl: "javascript:void(0)"
  roomImages: ["data:image/png;base64,AAAA", /media/stages/forest.svg]
  nowMapImage: //cdn.example/map.png
`);
    expect(result.event!.meta.roomImages).toEqual([null, '/media/stages/forest.svg']);
    expect(result.event!.meta.partyUrl).toBeUndefined();
    expect(result.event!.meta.nowMapImage).toBeUndefined();
    expect(result.warnings.map((w) => [w.rule, w.line])).toEqual([
      ['link.protocol', 6],
      ['link.protocol', 7],
      ['link.protocol', 8],
    ]);
  });

  it('drops invalid opening-window dates and keeps start and end paired', () => {
    const result =
      load(`${HEAD}  start: [2026-07-30T12:00, not-a-date, 2026-08-01T12:00, 2026-08-02T12:00]
  end: [2026-07-31T04:00, 2026-07-31T12:00, 2026-08-02T04:00, 2026-08-02T11:00]
`);
    const meta = result.event!.meta;
    expect(meta.start).toEqual(['2026-07-30T10:00:00.000Z', '2026-08-01T10:00:00.000Z']);
    expect(meta.end).toEqual(['2026-07-31T02:00:00.000Z', '2026-08-02T02:00:00.000Z']);
    expect(result.warnings.map((w) => [w.rule, w.line])).toEqual([
      ['meta.date', 6],
      ['meta.date', 7],
    ]);
  });

  it('skips tracks with bad fields and keeps the good ones', () => {
    const result = load(`${HEAD}tracks:
  - {key: Good, value: https://soundcloud.com/a/good, dj: A, room: 0}
  - {key: No room, value: https://soundcloud.com/a/x, dj: A, room: 9}
  - {key: Bad date, value: https://soundcloud.com/a/y, dj: A, room: 0, createdAt: soon}
  - {key: Unsafe, value: "javascript:alert(1)", dj: A, room: 0}
  - {key: No link, dj: A, room: 0}
  - {key: Bad image, value: https://soundcloud.com/a/z, dj: A, room: forest, image: "data:x"}
`);
    expect(result.event!.tracks.map((t) => [t.key, t.room, t.image])).toEqual([
      ['Good', 0, null],
      ['Bad image', 1, null],
    ]);
    expect(result.warnings.map((w) => [w.rule, w.line])).toEqual([
      ['track', 8],
      ['track', 9],
      ['link.protocol', 10],
      ['track', 11],
      ['link.protocol', 12],
    ]);
  });

  it('warns about unknown keys at the top, in meta and in sets', () => {
    const result = load(`${HEAD}  colour: red
venue: Beach Club
sets:
  - {dj: A, room: 0, start: 2026-07-30T22:00, end: 2026-07-30T23:00, genre: house}
`);
    expect(result.event!.sets).toHaveLength(1);
    expect(result.warnings.map((w) => [w.rule, w.line])).toEqual([
      ['unknown-key', 6],
      ['unknown-key', 7],
      ['unknown-key', 9],
    ]);
  });

  it('drops invalid aliases and replaces bad per-room lists by defaults', () => {
    const result = load(`id: sunrise-2026
aliases: [Sunrise!, sunrise-2026, sunrise]
meta:
  partyName: Sunrise
  timeZone: Europe/Berlin
  rooms: ["🌅 Beach", "🌲 Forest"]
  stageUrls: [beach]
  emoticons: ["🌅", "🌲", "🌊"]
  prefix: cat
`);
    const event = result.event!;
    expect(event.aliases).toEqual(['sunrise']);
    expect(event.meta.stageUrls).toEqual(['beach', 'forest']);
    expect(event.meta.emoticons).toEqual(['🌅', '🌲']);
    expect(event.meta.prefix).toBe('festival');
    expect(result.warnings.map((w) => [w.rule, w.line])).toEqual([
      ['aliases', 2],
      ['aliases', 2],
      ['meta.stageUrls', 7],
      ['meta.emoticons', 8],
      ['meta.prefix', 9],
    ]);
  });

  it('names lines of warnings in a JSON file', () => {
    const json = JSON.stringify(
      {
        id: 'sunrise-2026',
        meta: { partyName: 'Sunrise', timeZone: 'Europe/Berlin', rooms: ['Beach'] },
        sets: [
          { dj: 'A', room: 0, start: '2026-07-30T22:00', end: '2026-07-30T23:00' },
          { dj: 'B', room: 'moon', start: '2026-07-30T22:00', end: '2026-07-30T23:00' },
        ],
      },
      null,
      2,
    );
    const lines = json.split('\n');
    const moonLine = lines.findIndex((l) => l.includes('"moon"')) + 1;
    const result = load(json, 'events/sunrise.json');
    expect(result.event!.sets.map((s) => s.dj)).toEqual(['A']);
    expect(result.warnings).toEqual([
      expect.objectContaining({ path: 'events/sunrise.json', rule: 'set.room', line: moonLine }),
    ]);
  });

  it('skips a second set with the same dj, room and start', () => {
    const result = load(withSets(ADA + ADA));
    expect(result.event!.sets).toHaveLength(1);
    expect(result.warnings).toEqual([expect.objectContaining({ rule: 'set.duplicate', line: 11 })]);
  });

  it('says when a local time does not exist that night (the clocks go forward), as the importers do', () => {
    const night = `  - dj: Ada Lovelace
    room: 0
    start: 2026-03-29T02:30
    end: 2026-03-29T04:00
`;
    const result = load(withSets(night));
    expect(result.event!.sets[0]!.start).toBe('2026-03-29T01:30:00.000Z');
    expect(result.warnings).toEqual([
      expect.objectContaining({
        rule: 'time.skipped',
        message:
          'sets[0] (Ada Lovelace): start: 02:30 does not exist that night in Europe/Berlin (the clocks go forward): read as 03:30',
      }),
    ]);
  });

  it('keeps two sessions of one act in one room at one time when their titles differ', () => {
    // a conference schedule: one speaker, two talks sharing a slot (36C3 has thirteen)
    const first = `${ADA}    change: Opening\n`;
    const second = `${ADA}    change: Closing\n`;
    const result = load(withSets(first + second));
    expect(result.event!.sets.map((s) => s.change)).toEqual(['Opening', 'Closing']);
    expect(result.warnings).toEqual([]);
  });
});

describe('parseEventFile: text no act name can hold', () => {
  it.each([
    ['a NUL byte', 'Ada\u0000 Lovelace', 'Ada Lovelace'],
    ['a bell character', 'Ada\u0007 Lovelace', 'Ada Lovelace'],
    ['a lone surrogate half', 'Ada \uD83D Lovelace', 'Ada \uFFFD Lovelace'],
  ])('%s is removed with a warning, the set still loads', (_what, written, served) => {
    const result = load(
      withSets(`  - dj: "${written}"
    room: 0
    start: 2026-07-30T22:00
    end: 2026-07-31T00:00
`),
    );
    expect(result.errors).toEqual([]);
    expect(result.event?.sets.map((s) => s.dj)).toEqual([served]);
    expect(result.warnings.map((w) => w.rule)).toContain('file.characters');
  });

  it('keeps emoji (paired surrogates) and line numbers intact', () => {
    const result = load(withSets(`  - dj: "🌅 Sunrise Crew"\n    room: nowhere\n`));
    expect(result.warnings.find((w) => w.rule === 'file.characters')).toBeUndefined();
  });

  it('refuses a file too large to be a lineup, naming the rule', () => {
    const huge = `${HEAD}# ${'x'.repeat(5_000_001)}\n`;
    const result = load(huge);
    expect(result.event).toBeNull();
    expect(result.errors).toEqual([
      expect.objectContaining({ rule: 'file.size', line: 1, path: PATH }),
    ]);
  });
});

// lineup import --from frab: pretalx/frab schedules, XML and JSON, give the same event.
import { describe, expect, it } from 'vitest';
import { importFixture, importText, loadDraft, setRows } from './helpers.ts';

describe.each([
  ['XML', 'frab/schedule.xml'],
  ['JSON', 'frab/schedule.json'],
])('frab/pretalx %s schedule', (_kind, file) => {
  const result = importFixture('frab', file);
  const { event } = loadDraft(result.event);
  const set = (dj: string) => event.sets.find((s) => s.dj === dj)!;

  it('takes the conference title and time zone, rooms in the order first seen', () => {
    expect(result.errors).toEqual([]);
    expect(event.meta.partyName).toBe('Wave Fest 2026');
    expect(event.meta.timeZone).toBe('Europe/Lisbon');
    expect(event.meta.rooms).toEqual(['Main Stage', 'Dome']);
  });

  it('starts at the event date and ends after its duration', () => {
    expect(set('Maria & The Tides')).toMatchObject({
      room: 0,
      start: '2026-08-14T19:00:00.000Z',
      end: '2026-08-14T20:30:00.000Z',
    });
  });

  it('puts a start after midnight without a date on the next morning of the conference day', () => {
    expect(set('João Batida & Lena')).toMatchObject({
      start: '2026-08-15T00:00:00.000Z',
      end: '2026-08-15T02:00:00.000Z',
    });
  });

  it('uses the persons as the act, the title as the change note, the title when nobody is named', () => {
    expect(set('Maria & The Tides').change).toBe('Sunset Session');
    expect(set('João Batida & Lena').change).toBe('Late Night');
    expect(set('Modular Jam <live>')).toMatchObject({ room: 1 });
    expect(set('Modular Jam <live>').change).toBeUndefined();
    // a title that only repeats the name is no note
    expect(set('Ana Ferreira').change).toBeUndefined();
  });

  it('turns links into link kinds by their address', () => {
    expect(set('Maria & The Tides').meta.filter((m) => m.key !== 'avatarDefault')).toEqual([
      { key: 'soundcloud', value: 'https://soundcloud.com/maria-tides' },
      { key: 'www', value: 'https://maria.example/' },
    ]);
  });
});

describe('frab XML and JSON agree', () => {
  it('give the same sets (JSON adds the person avatars pretalx exports)', () => {
    const xml = loadDraft(importFixture('frab', 'frab/schedule.xml').event).event;
    const json = loadDraft(importFixture('frab', 'frab/schedule.json').event).event;
    const withoutAvatars = (rows: ReturnType<typeof setRows>) =>
      rows.map((r) => ({ ...r, meta: r.meta.filter((m) => !m.startsWith('avatarDefault')) }));
    expect(withoutAvatars(setRows(json))).toEqual(setRows(xml));
    expect(json.sets[0]?.meta).toContainEqual({
      key: 'avatarDefault',
      value: 'https://pretalx.example/media/avatars/maria.jpg',
    });
  });

  it('--tz wins over the schedule zone', () => {
    const result = importFixture('frab', 'frab/schedule.xml', { timeZone: 'Europe/Berlin' });
    expect(result.event?.meta.timeZone).toBe('Europe/Berlin');
    // the event's <date> carries its offset: the instant does not move
    expect(result.event?.sets[0]?.start).toBe('2026-08-14T19:00:00.000Z');
  });
});

describe('broken schedules: every problem names its line', () => {
  it.each([
    ['a duration that is not HH:MM', 'frab/broken.xml', 5, 'frab.event'],
    ['a mistyped closing tag', 'frab/unclosed.xml', 5, 'syntax'],
  ])('%s', (_what, file, line, rule) => {
    const result = importFixture('frab', file, { strict: true });
    expect(result.event).toBeNull();
    expect(result.errors[0]).toMatchObject({ line, rule });
  });

  it.each([
    [
      'JSON with a missing comma',
      '{\n  "schedule": {\n    "conference": {}\n    "x": 1\n  }\n}\n',
      4,
    ],
    ['JSON that is no schedule', '{\n  "hello": "world"\n}\n', 1],
    ['an XML root other than <schedule>', '<?xml version="1.0"?>\n<calendar/>\n', 2],
  ])('%s', (_what, text, line) => {
    const result = importText('frab', text);
    expect(result.event).toBeNull();
    expect(result.errors[0]?.line).toBe(line);
  });
});

describe('a frab event listed twice', () => {
  const schedule = (second: string) => `<?xml version="1.0" encoding="UTF-8"?>
<schedule>
  <conference><title>Camp</title><time_zone_name>Europe/Berlin</time_zone_name></conference>
  <day index="1" date="2026-08-14">
    <room name="Tent">
      <event guid="6f1c6a5e-0000-4000-8000-000000000001">
        <date>2026-08-14T16:00:00+02:00</date><start>16:00</start><duration>02:00</duration>
        <room>Tent</room><title>Soldering for beginners</title><persons/>
      </event>
      <event guid="6f1c6a5e-0000-4000-8000-000000000001">
        <date>${second}</date><start>${second.slice(11, 16)}</start><duration>02:00</duration>
        <room>Tent</room><title>Soldering for beginners</title><persons/>
      </event>
    </room>
  </day>
</schedule>
`;

  it('at another time is a session of its own', () => {
    const result = importText('frab', schedule('2026-08-14T19:00:00+02:00'));
    const { event } = loadDraft(result.event);
    expect(event.sets.map((s) => s.start)).toEqual([
      '2026-08-14T14:00:00.000Z',
      '2026-08-14T17:00:00.000Z',
    ]);
    expect(result.notes.filter((n) => n.rule === 'frab.duplicate')).toEqual([]);
  });

  it('at the same time is imported once, with a note', () => {
    const result = importText('frab', schedule('2026-08-14T16:00:00+02:00'));
    expect(loadDraft(result.event).event.sets).toHaveLength(1);
    expect(result.notes).toContainEqual(
      expect.objectContaining({
        rule: 'frab.duplicate',
        message: expect.stringMatching(/same event .* at the same time/),
      }),
    );
  });
});

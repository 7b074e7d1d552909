import { describe, expect, it } from 'vitest';
import { frabScheduleJson } from '../../src/export/frabJson.ts';
import {
  frabAcronym,
  frabDuration,
  frabSchedule,
  localIsoWithOffset,
  stableUuid,
  ZoneClock,
} from '../../src/export/frabSchedule.ts';
import { frabScheduleXml, xmlEscape } from '../../src/export/frabXml.ts';
import { buildLineup } from '../../src/lineup/buildLineup.ts';
import { makeEvent } from '../event/makeEvent.ts';

const at = (hhmm: string, day = 30) => `2026-07-${day}T${hhmm}:00.000Z`;

const festival = makeEvent({
  id: 'sunrise-2026',
  partyName: 'Sunrise & Friends',
  rooms: ['🌅 Beach', '🌲 Forest', '🌙 Chill'],
  sets: [
    { dj: 'Ada', room: 0, start: at('20:00'), end: at('22:00') },
    { dj: 'Bea', room: 0, start: at('22:00'), end: at('00:00', 31) },
    // 02:00 Berlin on the 31st: Thursday's night
    { dj: 'Cleo', room: 0, start: at('00:00', 31), end: at('02:00', 31) },
    {
      dj: 'Grace',
      room: 1,
      start: at('23:00'),
      end: at('01:00', 31),
      change: 'b2b Ada',
      meta: [
        { key: 'soundcloud', value: 'https://soundcloud.com/grace' },
        { key: 'avatarDefault', value: 'https://img.example/grace.jpg' },
        { key: 'bandcamp.Grace’s records', value: '/media/grace.html' },
      ],
    },
    { dj: '?', room: 1, start: at('21:00'), end: at('23:00'), change: '*to be announced' },
    { dj: 'Ada', room: 0, start: at('20:00', 31), end: at('21:30', 31) },
    { dj: 'Zoë Łódź', room: 2, start: at('18:00', 31), end: at('19:00', 31) },
  ],
});
const lineup = buildLineup(festival, [festival], new Date(at('12:00')));
const model = frabSchedule(lineup, { origin: 'https://lineup.example/' });
const events = model.days.flatMap((d) => d.rooms.flatMap((r) => r.events));

describe('frab schedule helpers', () => {
  it.each([
    ['2026-07-30T20:00:00.000Z', 'Europe/Berlin', '2026-07-30T22:00:00+02:00'],
    ['2026-01-10T20:00:00.000Z', 'Europe/Berlin', '2026-01-10T21:00:00+01:00'],
    ['2026-07-30T20:00:00.000Z', 'America/New_York', '2026-07-30T16:00:00-04:00'],
    ['2026-07-30T20:00:00.000Z', 'Asia/Kolkata', '2026-07-31T01:30:00+05:30'],
    ['2026-07-30T20:00:00.000Z', 'UTC', '2026-07-30T20:00:00+00:00'],
    // the autumn night: 02:59 summer time, then 02:00 winter time
    ['2026-10-25T00:59:00.000Z', 'Europe/Berlin', '2026-10-25T02:59:00+02:00'],
    ['2026-10-25T01:00:00.000Z', 'Europe/Berlin', '2026-10-25T02:00:00+01:00'],
    // the spring night: 01:59 winter time, then 03:00 summer time
    ['2026-03-29T00:59:00.000Z', 'Europe/Berlin', '2026-03-29T01:59:00+01:00'],
    ['2026-03-29T01:00:00.000Z', 'Europe/Berlin', '2026-03-29T03:00:00+02:00'],
    // Lord Howe Island moves by half an hour at 02:00 local
    ['2026-10-03T15:29:00.000Z', 'Australia/Lord_Howe', '2026-10-04T01:59:00+10:30'],
    ['2026-10-03T15:30:00.000Z', 'Australia/Lord_Howe', '2026-10-04T02:30:00+11:00'],
  ])('%s in %s is written %s', (iso, zone, local) => {
    expect(localIsoWithOffset(iso, zone)).toBe(local);
    // one clock reused over many instants gives the same (its offsets are kept per hour)
    const clock = new ZoneClock(zone);
    clock.iso(new Date(Date.parse(iso) - 30 * 60_000).toISOString());
    expect(clock.iso(iso)).toBe(local);
    expect(Date.parse(local)).toBe(Date.parse(iso));
  });

  it.each([
    [90, '01:30'],
    [5, '00:05'],
    [600, '10:00'],
    [29.6, '00:30'],
  ])('%s minutes last %s', (minutes, text) => {
    expect(frabDuration(minutes)).toBe(text);
  });

  it.each([
    ['sunrise-2026', 'sunrise_2026'],
    ['abc', 'abc_'],
    ['Fest.Night', 'fest_night'],
  ])('event %s has the acronym %s', (id, acronym) => {
    expect(frabAcronym(id)).toBe(acronym);
  });

  it('gives a stable UUID per text', () => {
    const uuid = stableUuid('sunrise-2026 ada');
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stableUuid('sunrise-2026 ada')).toBe(uuid);
    expect(stableUuid('sunrise-2026 bea')).not.toBe(uuid);
  });

  it('escapes what XML must not read as markup and drops what it cannot hold', () => {
    expect(xmlEscape('A & B <b2b> "x" \'y\'\u0001')).toBe(
      'A &amp; B &lt;b2b&gt; &quot;x&quot; &apos;y&apos;',
    );
  });
});

describe('frabSchedule', () => {
  it('groups sets by festival night in the event’s zone, every stage in each night', () => {
    expect(model.days.map((d) => [d.index, d.date, d.start, d.end])).toEqual([
      [1, '2026-07-30', '2026-07-30T22:00:00+02:00', '2026-07-31T04:00:00+02:00'],
      [2, '2026-07-31', '2026-07-31T20:00:00+02:00', '2026-07-31T23:30:00+02:00'],
    ]);
    expect(model.days[0]!.rooms.map((r) => [r.name, r.events.map((e) => e.title)])).toEqual([
      ['🌅 Beach', ['Ada', 'Bea', 'Cleo']],
      ['🌲 Forest', ['?', 'Grace']],
      ['🌙 Chill', []],
    ]);
  });

  it('keeps every set once, a placeholder as "?" with "Act to be announced" and no person', () => {
    expect(events.map((e) => e.title).sort()).toEqual(
      ['?', 'Ada', 'Ada', 'Bea', 'Cleo', 'Grace', 'Zoë Łódź'].sort(),
    );
    expect(events.find((e) => e.title === '?')).toMatchObject({
      room: '🌲 Forest',
      subtitle: 'Act to be announced (to be announced)',
      persons: [],
      links: [],
      date: '2026-07-30T23:00:00+02:00',
    });
  });

  it('gives an event without sets a day per opening window, else one at the export’s date', () => {
    const empty = makeEvent({ id: 'empty-2026', rooms: ['Club'], sets: [] });
    const july = (d: string, hhmm: string) => `2026-07-${d}T${hhmm}:00.000Z`;
    empty.meta.start = [july('04', '20:00'), july('06', '00:30'), july('05', '21:00')];
    empty.meta.end = [july('05', '04:00'), july('06', '05:00'), july('05', '23:00')];
    const days = (e: typeof empty, now?: Date) =>
      frabSchedule(buildLineup(e, [e], new Date(at('12:00'))), {
        origin: 'https://lineup.example',
        ...(now ? { now } : {}),
      }).days.map((d) => [d.index, d.date, d.start, d.end, d.rooms.map((r) => r.events.length)]);
    // 02:30 local on the 6th opens the night of the 5th
    expect(days(empty)).toEqual([
      [1, '2026-07-04', '2026-07-04T22:00:00+02:00', '2026-07-05T06:00:00+02:00', [0]],
      [2, '2026-07-05', '2026-07-05T23:00:00+02:00', '2026-07-06T07:00:00+02:00', [0]],
    ]);
    empty.meta.start = [];
    empty.meta.end = [];
    expect(days(empty, new Date(july('09', '23:30')))).toEqual([
      [1, '2026-07-10', '2026-07-10T01:30:00+02:00', '2026-07-10T01:30:00+02:00', [0]],
    ]);
    const xml = frabScheduleXml(
      frabSchedule(buildLineup(empty, [empty], new Date(at('12:00'))), {
        origin: 'https://lineup.example',
        now: new Date(at('12:00')),
      }),
    );
    expect(xml).toContain('<start>2026-07-30</start>');
    expect(xml).toContain('<days>1</days>');
  });

  it('writes a set’s local start, duration, note, app link and links', () => {
    const grace = events.find((e) => e.title === 'Grace')!;
    expect(grace).toMatchObject({
      room: '🌲 Forest',
      date: '2026-07-31T01:00:00+02:00',
      start: '01:00',
      duration: '02:00',
      end: '2026-07-31T03:00:00+02:00',
      subtitle: 'b2b Ada',
      persons: ['Grace'],
      url: 'https://lineup.example/lineup/sunrise-2026?s=Grace',
      links: [
        { url: 'https://soundcloud.com/grace', title: 'soundcloud' },
        { url: 'https://lineup.example/media/grace.html', title: 'Grace’s records' },
      ],
    });
  });

  it('gives every set its own id, guid and slug, the same in the next export', () => {
    for (const key of ['id', 'guid', 'slug'] as const) {
      expect(new Set(events.map((e) => e[key])).size).toBe(events.length);
    }
    const again = frabSchedule(lineup, { origin: 'https://lineup.example' });
    expect(again.days.flatMap((d) => d.rooms.flatMap((r) => r.events.map((e) => e.guid)))).toEqual(
      events.map((e) => e.guid),
    );
    expect(events.find((e) => e.title === 'Zoë Łódź')!.slug).toMatch(/^sunrise_2026-\d+-zoe-odz$/);
  });

  it('names the conference, its zone, its nights and the lineup version', () => {
    expect(model).toMatchObject({
      title: 'Sunrise & Friends',
      acronym: 'sunrise_2026',
      timeZone: 'Europe/Berlin',
      start: '2026-07-30',
      end: '2026-07-31',
      url: 'https://lineup.example/event/sunrise-2026',
    });
  });

  it('has a version that moves when a set moves, not when the clock does', () => {
    const later = buildLineup(festival, [festival], new Date(at('23:59')));
    expect(later.hash).not.toBe(lineup.hash);
    expect(frabSchedule(later, { origin: 'https://lineup.example' }).version).toBe(model.version);
    const moved = makeEvent({
      id: 'sunrise-2026',
      partyName: 'Sunrise & Friends',
      rooms: ['🌅 Beach', '🌲 Forest', '🌙 Chill'],
      sets: [{ dj: 'Ada', room: 0, start: at('20:30'), end: at('22:00') }],
    });
    const movedModel = frabSchedule(buildLineup(moved, [moved], new Date(at('12:00'))), {
      origin: 'https://lineup.example',
    });
    expect(movedModel.version).not.toBe(model.version);
  });

  it('writes the same sets into schedule.xml and schedule.json', () => {
    const xml = frabScheduleXml(model);
    expect(xml).toContain('<title>Sunrise &amp; Friends</title>');
    expect(xml.match(/<event /g)).toHaveLength(events.length);
    const json = frabScheduleJson(model);
    const jsonEvents = json.schedule.conference.days.flatMap((d) => Object.values(d.rooms).flat());
    expect(jsonEvents.map((e) => e.guid)).toEqual(events.map((e) => e.guid));
    expect(json.schedule.conference.days[0]!.rooms['🌙 Chill']).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  buildIcs,
  foldLine,
  type IcsEvent,
  isRepeatedWallTime,
  utf8Length,
} from '../../src/calendar/ics.ts';
import { instantOf, parseIcs, prop, unescapeText, unfold } from './parseIcs.ts';

const DTSTAMP = '2026-07-01T08:00:00.000Z';

function event(overrides: Partial<IcsEvent> = {}): IcsEvent {
  return {
    uid: 'a1@sunrise-2026.lineup',
    start: '2026-07-30T20:00:00.000Z',
    end: '2026-07-30T22:00:00.000Z',
    summary: 'Ada Lovelace',
    location: '🌅 Beach',
    ...overrides,
  };
}

const vevents = (text: string) => parseIcs(text).children.filter((c) => c.type === 'VEVENT');

describe('buildIcs: the lexical rules of RFC 5545', () => {
  const long = `${'Ada Lovelace b2b Grace Hopper, live; with a \\ backslash '.repeat(3)}🌅🌲🏭`;
  const text = buildIcs({
    name: 'Sunrise 2026',
    timeZone: 'Europe/Berlin',
    dtstamp: DTSTAMP,
    events: [event({ summary: long, description: 'line one\nline two, with ; and \\' })],
  });

  it('ends every line with CRLF and has no bare LF or CR', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds every line at 75 octets without splitting a UTF-8 character', () => {
    const physical = text.split('\r\n').slice(0, -1);
    for (const line of physical) expect(utf8Length(line)).toBeLessThanOrEqual(75);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    // no U+FFFD: each part is whole characters
    expect(physical.join('')).not.toContain('\uFFFD');
  });

  it('escapes TEXT values so they read back unchanged', () => {
    const [vevent] = vevents(text);
    expect(unescapeText(prop(vevent!, 'SUMMARY')!.value)).toBe(long);
    expect(unescapeText(prop(vevent!, 'DESCRIPTION')!.value)).toBe(
      'line one\nline two, with ; and \\',
    );
    expect(prop(vevent!, 'SUMMARY')!.value).toContain('\\,');
    expect(prop(vevent!, 'SUMMARY')!.value).toContain('\\;');
  });

  it('has the required calendar and event properties', () => {
    const calendar = parseIcs(text);
    expect(prop(calendar, 'VERSION')?.value).toBe('2.0');
    expect(prop(calendar, 'PRODID')?.value).toBeTruthy();
    const [vevent] = vevents(text);
    for (const name of ['UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY', 'LOCATION']) {
      expect(prop(vevent!, name), name).toBeDefined();
    }
    expect(prop(vevent!, 'DTSTAMP')?.value).toBe('20260701T080000Z');
  });

  it.each([
    ['ASCII', 'x'.repeat(200)],
    ['emoji', '🌅'.repeat(60)],
    ['mixed', `ü${'é🌲a'.repeat(40)}`],
  ])('foldLine keeps %s text whole when unfolded', (_what, value) => {
    const folded = foldLine(`SUMMARY:${value}`);
    expect(unfold(`${folded}\r\n`)).toEqual([`SUMMARY:${value}`]);
    for (const line of folded.split('\r\n')) expect(utf8Length(line)).toBeLessThanOrEqual(75);
  });
});

describe('buildIcs: times in the event time zone', () => {
  it('writes local times with TZID and a VTIMEZONE that resolves them to the same instants', () => {
    const text = buildIcs({ timeZone: 'Europe/Berlin', dtstamp: DTSTAMP, events: [event()] });
    const calendar = parseIcs(text);
    const [vevent] = vevents(text);
    const start = prop(vevent!, 'DTSTART')!;
    expect(start.params.TZID).toBe('Europe/Berlin');
    expect(start.value).toBe('20260730T220000');
    expect(instantOf(calendar, start)).toBe('2026-07-30T20:00:00.000Z');
    expect(instantOf(calendar, prop(vevent!, 'DTEND')!)).toBe('2026-07-30T22:00:00.000Z');
    const vtimezone = calendar.children.find((c) => c.type === 'VTIMEZONE')!;
    expect(prop(vtimezone, 'TZID')?.value).toBe('Europe/Berlin');
    const daylight = vtimezone.children.find((c) => c.type === 'DAYLIGHT')!;
    expect(prop(daylight, 'DTSTART')?.value).toBe('20260329T020000');
    expect(prop(daylight, 'TZOFFSETFROM')?.value).toBe('+0100');
    expect(prop(daylight, 'TZOFFSETTO')?.value).toBe('+0200');
  });

  // Berlin: 29 Mar 2026 02:00 CET → 03:00 CEST; 25 Oct 2026 03:00 CEST → 02:00 CET
  it.each([
    ['spring night', '2026-03-29T00:00:00.000Z', '2026-03-29T02:00:00.000Z', '20260329T010000'],
    ['autumn night', '2026-10-24T23:00:00.000Z', '2026-10-25T03:00:00.000Z', '20261025T010000'],
  ])('a set across the %s keeps its true length', (_night, start, end, localStart) => {
    const text = buildIcs({
      timeZone: 'Europe/Berlin',
      dtstamp: DTSTAMP,
      events: [event({ start, end })],
    });
    const calendar = parseIcs(text);
    const [vevent] = vevents(text);
    expect(prop(vevent!, 'DTSTART')!.value).toBe(localStart);
    expect(instantOf(calendar, prop(vevent!, 'DTSTART')!)).toBe(start);
    expect(instantOf(calendar, prop(vevent!, 'DTEND')!)).toBe(end);
  });

  it.each([
    ['first pass', '2026-10-25T00:30:00.000Z', '20261025T003000Z'],
    ['second pass', '2026-10-25T01:30:00.000Z', '20261025T013000Z'],
    ['edge of the first pass', '2026-10-25T00:00:00.000Z', '20261025T000000Z'],
  ])(
    'writes the %s of the repeated autumn hour in UTC (readers disagree on its local time)',
    (_pass, instant, utc) => {
      // 00:30Z = 02:30 CEST (first pass), 01:30Z = 02:30 CET (second pass)
      const text = buildIcs({
        timeZone: 'Europe/Berlin',
        dtstamp: DTSTAMP,
        events: [event({ start: instant, end: '2026-10-25T04:00:00.000Z' })],
      });
      const [vevent] = vevents(text);
      expect(prop(vevent!, 'DTSTART')).toMatchObject({ params: {}, value: utc });
      expect(prop(vevent!, 'DTEND')).toMatchObject({
        params: { TZID: 'Europe/Berlin' },
        value: '20261025T050000',
      });
      const standard = parseIcs(text)
        .children.find((c) => c.type === 'VTIMEZONE')!
        .children.find((c) => c.type === 'STANDARD')!;
      expect(prop(standard, 'DTSTART')?.value).toBe('20261025T030000');
      expect(prop(standard, 'TZOFFSETTO')?.value).toBe('+0100');
    },
  );

  it.each([
    ['the hour before', '2026-10-24T23:59:00.000Z', false],
    ['the first pass', '2026-10-25T00:00:00.000Z', true],
    ['the second pass', '2026-10-25T01:59:00.000Z', true],
    ['the hour after', '2026-10-25T02:00:00.000Z', false],
    ['a summer night', '2026-07-30T00:30:00.000Z', false],
    ['the spring night', '2026-03-29T01:30:00.000Z', false],
  ])('isRepeatedWallTime in Berlin: %s', (_when, instant, repeated) => {
    expect(isRepeatedWallTime(instant, 'Europe/Berlin')).toBe(repeated);
  });

  it('gives every event its own UID, even when the caller repeats one', () => {
    const text = buildIcs({
      dtstamp: DTSTAMP,
      events: [
        event({ uid: 'a@x' }),
        event({ uid: 'a@x' }),
        event({ uid: 'b@x' }),
        event({ uid: 'a@x' }),
      ],
    });
    const uids = vevents(text).map((v) => prop(v, 'UID')!.value);
    expect(uids).toEqual(['a@x', 'a-2@x', 'b@x', 'a-3@x']);
  });

  it('gives a zone without daylight saving one standard observance', () => {
    const text = buildIcs({ timeZone: 'Asia/Tokyo', dtstamp: DTSTAMP, events: [event()] });
    const calendar = parseIcs(text);
    const vtimezone = calendar.children.find((c) => c.type === 'VTIMEZONE')!;
    expect(vtimezone.children.map((c) => c.type)).toEqual(['STANDARD']);
    expect(prop(vevents(text)[0]!, 'DTSTART')!.value).toBe('20260731T050000');
    expect(instantOf(calendar, prop(vevents(text)[0]!, 'DTSTART')!)).toBe(
      '2026-07-30T20:00:00.000Z',
    );
  });

  it('writes UTC times and no VTIMEZONE when no zone is given', () => {
    const text = buildIcs({ dtstamp: DTSTAMP, events: [event()] });
    expect(text).not.toContain('VTIMEZONE');
    expect(prop(vevents(text)[0]!, 'DTSTART')!.value).toBe('20260730T200000Z');
    expect(prop(vevents(text)[0]!, 'DTEND')!.value).toBe('20260730T220000Z');
  });

  it('writes one VEVENT per event, in order', () => {
    const text = buildIcs({
      timeZone: 'Europe/Berlin',
      dtstamp: DTSTAMP,
      events: [event({ uid: 'a' }), event({ uid: 'b', summary: 'Grace' })],
    });
    expect(vevents(text).map((v) => prop(v, 'UID')?.value)).toEqual(['a', 'b']);
  });
});

// The calendar file of "add to calendar" (issue 8), built in the browser: RFC 5545 lines, the
// event's time zone, and UIDs that stay the same when a set moves (re-importing updates).
import { describe, expect, it } from 'vitest';
import { icsFileName, planIcs } from '../../src/calendar/planIcs.ts';
import { planLineup, setOf } from '../plan/planFixture.tsx';

const NOW = new Date('2026-07-20T10:00:00.000Z');
const options = { origin: 'https://lineup.example', now: NOW, name: 'Testfest: my plan' };
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');
const values = (lines: string[], name: string) =>
  lines.filter((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));

describe('plan calendar file', () => {
  const data = planLineup();
  const ada = setOf(data, 'Ada Lovelace');

  it('holds one event per set with the festival clock, a short link and the note', () => {
    const grace = setOf(data, 'Grace Hopper');
    const lines = unfold(planIcs(data, [ada, grace], options));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(values(lines, 'DTSTART')).toEqual([
      expect.stringMatching(/^DTSTART:\d{8}T\d{6}$/), // the VTIMEZONE's observance
      'DTSTART;TZID=Europe/Berlin:20260731T200000',
      'DTSTART;TZID=Europe/Berlin:20260731T220000',
    ]);
    expect(lines).toContain('DTSTAMP:20260720T100000Z');
    expect(lines).toContain(`URL:https://lineup.example/s/${ada.s}`);
    expect(lines).toContain('LOCATION:🌅 Beach\\, Testfest');
    expect(lines).toContain(
      `DESCRIPTION:Testfest · Fri 31 Jul\\, 22:00–00:00\\nb2b Linus\\nhttps://lineup.example/s/${grace.s}`,
    );
  });

  it('names the festival night of a set past midnight, in the fan’s language (issue 33)', () => {
    // Alan plays Saturday 00:00: a calendar files it under Saturday, the app under Friday night
    const alan = setOf(data, 'Alan Turing');
    const lines = unfold(planIcs(data, [alan], { ...options, locale: 'de' }));
    expect(values(lines, 'DESCRIPTION')).toEqual([
      `DESCRIPTION:Testfest · Nacht von Fr.\\, 31. Juli\\, 00:00–02:00\\nLive with modular synths\\nhttps://lineup.example/s/${alan.s}`,
    ]);
  });

  it('keeps the UID of a set when its time changes', () => {
    const uid = (text: string) => values(unfold(text), 'UID');
    const later = planLineup({ hash: 'h2' });
    const moved = setOf(later, 'Ada Lovelace');
    Object.assign(moved, { start: '2026-07-31T19:00:00.000Z', end: '2026-07-31T21:00:00.000Z' });
    expect(uid(planIcs(later, [moved], options))).toEqual(uid(planIcs(data, [ada], options)));
    expect(uid(planIcs(data, [ada], options))).toEqual([`UID:testfest-${ada.s}-0@lineup`]);
  });

  it.each([
    [['Testfest', 'Ada Lovelace'], 'testfest-ada-lovelace.ics'],
    [['Fête de la Musique', 'Zoë & Ørjan'], 'fete-de-la-musique-zoe-rjan.ics'],
    [['🌅', '?'], 'lineup.ics'],
  ])('names the file %j as %s', (parts, name) => {
    expect(icsFileName(...parts)).toBe(name);
  });
});

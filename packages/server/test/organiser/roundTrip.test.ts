// Every import format: import → event file → validated as the server reads it → lineup →
// exported as CSV → imported again gives the same sets; exported as iCalendar gives one
// entry per set at the same instants.
import { buildLineup, parseEventFile } from '@lineup/core';
import { describe, expect, it } from 'vitest';
import { instantOf, parseIcs, prop, unescapeText } from '../../../core/test/calendar/parseIcs.ts';
import { exportCsv } from '../../src/organiser/export/csv.ts';
import { exportIcs, setUid } from '../../src/organiser/export/ics.ts';
import { checkLoaded } from '../../src/organiser/validate/check.ts';
import { eventJson } from '../../src/organiser/write/eventYaml.ts';
import { type Format, importFixture, importText, loadDraft, NOW, setRows } from './helpers.ts';

const CASES: [Format, string][] = [
  ['csv', 'csv/sunrise.csv'],
  ['csv', 'csv/spring-night.csv'],
  ['csv', 'csv/autumn-night.csv'],
  ['frab', 'frab/schedule.xml'],
  ['frab', 'frab/schedule.json'],
  ['shallowbunny', 'shallowbunny/config.yaml'],
  ['shallowbunny', 'shallowbunny/spring-night.yaml'],
  ['shallowbunny', 'shallowbunny/autumn-night.yaml'],
];

describe.each(CASES)('round trip of %s %s', (format, file) => {
  const imported = importFixture(format, file);
  const { event, text } = loadDraft(imported.event);

  it('validates without errors or warnings, overlaps and opening windows included', () => {
    const check = checkLoaded({
      file: 'x.yaml',
      text,
      ...parseEventFile(text, 'x.yaml', { now: NOW }),
    });
    expect(check.errors).toEqual([]);
    expect(check.warnings).toEqual([]);
  });

  it('serves every set in its room, sorted by start', () => {
    const lineup = buildLineup(event, [event], NOW);
    expect(lineup.sets.flat()).toHaveLength(event.sets.length);
    lineup.sets.forEach((room, i) => {
      expect(room.every((s) => s.room === i)).toBe(true);
      expect(room.map((s) => s.start)).toEqual([...room.map((s) => s.start)].sort());
    });
    expect(lineup.meta.rooms).toEqual(imported.event!.meta.rooms);
  });

  it('exports to CSV and imports back to the same sets', () => {
    const again = importText('csv', exportCsv(event), { timeZone: event.meta.timeZone });
    expect(again.errors).toEqual([]);
    const reloaded = loadDraft(again.event).event;
    expect(reloaded.meta.rooms).toEqual(
      event.meta.rooms.filter((_, i) => event.sets.some((s) => s.room === i)),
    );
    expect(setRows(reloaded)).toEqual(setRows(event));
  });

  it('exports to iCalendar: one entry per set (placeholders as "Act to be announced") at the same instants', () => {
    const calendar = parseIcs(exportIcs(event, NOW));
    const vevents = calendar.children.filter((c) => c.type === 'VEVENT');
    const sets = event.sets;
    expect(vevents).toHaveLength(sets.length);
    for (const set of sets) {
      const vevent = vevents.find(
        (v) => prop(v, 'UID')?.value === setUid(event.id, set, event.meta.rooms[set.room]!),
      )!;
      expect(vevent).toBeDefined();
      expect(instantOf(calendar, prop(vevent, 'DTSTART')!)).toBe(set.start);
      expect(instantOf(calendar, prop(vevent, 'DTEND')!)).toBe(set.end);
      expect(unescapeText(prop(vevent, 'LOCATION')!.value)).toBe(event.meta.rooms[set.room]);
      expect(unescapeText(prop(vevent, 'SUMMARY')!.value)).toContain(
        set.dj === '?' ? 'Act to be announced' : set.dj,
      );
    }
  });

  it('writes the same event as JSON when the file ends in .json', () => {
    const json = eventJson(imported.event!);
    const result = parseEventFile(json, 'x.json', { now: NOW });
    expect(result.errors).toEqual([]);
    expect(setRows(result.event!)).toEqual(setRows(event));
  });
});

describe('iCalendar export details', () => {
  const { event } = loadDraft(importFixture('csv', 'csv/sunrise.csv').event);

  it('keeps UIDs stable across exports and unique per set', () => {
    const uids = (now: Date) =>
      parseIcs(exportIcs(event, now))
        .children.filter((c) => c.type === 'VEVENT')
        .map((v) => prop(v, 'UID')!.value);
    const first = uids(NOW);
    expect(uids(new Date('2026-07-30T12:00:00Z'))).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
  });

  it('titles a set with its change note in brackets, a "*" note goes to the description', () => {
    const vevents = parseIcs(exportIcs(event, NOW)).children.filter((c) => c.type === 'VEVENT');
    const summaries = vevents.map((v) => unescapeText(prop(v, 'SUMMARY')!.value));
    expect(summaries).toContain('Ada Lovelace (b2b Grace)');
    const alan = vevents.find((v) => prop(v, 'SUMMARY')!.value === 'Alan Turing')!;
    expect(unescapeText(prop(alan, 'DESCRIPTION')!.value)).toBe('closing set, "extended"');
    const ada = vevents.find((v) => prop(v, 'SUMMARY')!.value.startsWith('Ada'))!;
    expect(prop(ada, 'URL')?.value).toBe('https://soundcloud.com/ada');
  });

  it('stamps every entry with the export time', () => {
    const vevents = parseIcs(exportIcs(event, NOW)).children.filter((c) => c.type === 'VEVENT');
    expect(new Set(vevents.map((v) => prop(v, 'DTSTAMP')!.value))).toEqual(
      new Set(['20260701T100000Z']),
    );
  });
});

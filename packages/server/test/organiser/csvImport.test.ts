// lineup import --from csv: one row per set, local times in --tz, links by column name.
import { describe, expect, it } from 'vitest';
import { importFixture, importText, loadDraft, minutes } from './helpers.ts';

const BERLIN = { timeZone: 'Europe/Berlin' };

describe('CSV import of a festival spreadsheet', () => {
  const result = importFixture('csv', 'csv/sunrise.csv', BERLIN);
  const { event } = loadDraft(result.event);
  const set = (dj: string) => event.sets.find((s) => s.dj === dj)!;

  it('makes one set per row, stages in the order first seen', () => {
    expect(result.errors).toEqual([]);
    expect(event.meta.rooms).toEqual(['🌅 Beach', '🌲 Forest']);
    expect(event.sets.map((s) => s.dj)).toEqual([
      'Ada Lovelace',
      'Hopper, Grace',
      'Alan Turing',
      '?',
      'Katherine Johnson',
    ]);
  });

  it('reads local times in the given zone (22:00 in Berlin in summer is 20:00 UTC)', () => {
    expect(set('Ada Lovelace')).toMatchObject({
      room: 0,
      start: '2026-07-30T20:00:00.000Z',
      end: '2026-07-30T22:00:00.000Z',
      change: 'b2b Grace',
    });
  });

  it.each([
    [
      'an end given as a time only ends after the start',
      'Hopper, Grace',
      '2026-07-31T00:00:00.000Z',
    ],
    ['a dotted date (30.07.2026) is read too', 'Katherine Johnson', '2026-07-31T01:00:00.000Z'],
  ])('%s', (_what, dj, end) => {
    expect(set(dj).end).toBe(end);
  });

  it('turns link columns into links and drops what is not http(s), with a note', () => {
    expect(set('Ada Lovelace').meta).toEqual([
      { key: 'soundcloud', value: 'https://soundcloud.com/ada' },
      { key: 'instagram', value: 'https://instagram.com/ada' },
      { key: 'avatar.soundcloud', value: 'https://i1.sndcdn.com/avatars-ada-large.jpg' },
    ]);
    expect(set('Alan Turing').meta).toEqual([]);
    expect(result.notes).toContainEqual(
      expect.objectContaining({ line: 4, rule: 'link.protocol' }),
    );
  });

  it('keeps quoted commas and quotes, "?" placeholders and "*" notes', () => {
    expect(set('Alan Turing').change).toBe('*closing set, "extended"');
    expect(set('?').room).toBe(0);
  });

  it('names the columns it ignores', () => {
    expect(result.notes).toContainEqual(
      expect.objectContaining({ line: 1, rule: 'csv.column', message: 'column "genre" ignored' }),
    );
  });

  it('without --tz reads Europe/Berlin and says so', () => {
    const plain = importFixture('csv', 'csv/sunrise.csv');
    expect(plain.event?.meta.timeZone).toBe('Europe/Berlin');
    expect(plain.notes.map((n) => n.rule)).toContain('tz');
  });

  it('reads another zone when asked (22:00 in Lisbon in summer is 21:00 UTC)', () => {
    const lisbon = importFixture('csv', 'csv/sunrise.csv', { timeZone: 'Europe/Lisbon' });
    expect(lisbon.event?.sets[0]?.start).toBe('2026-07-30T21:00:00.000Z');
  });
});

describe('CSV import across the nights the clocks change (Europe/Berlin)', () => {
  it('spring, 29 Mar 2026: a set from 01:30 to 04:00 lasts 90 minutes (02:00 becomes 03:00)', () => {
    const { event } = loadDraft(importFixture('csv', 'csv/spring-night.csv', BERLIN).event);
    const across = event.sets.find((s) => s.dj === 'Across')!;
    expect(across.start).toBe('2026-03-29T00:30:00.000Z');
    expect(across.end).toBe('2026-03-29T02:00:00.000Z');
    expect(minutes(across.start, across.end)).toBe(90);
    const after = event.sets.find((s) => s.dj === 'After')!;
    expect(minutes(after.start, after.end)).toBe(120);
  });

  it('autumn, 25 Oct 2026: 02:30 happens twice; +01:00 names the second one', () => {
    const { event } = loadDraft(importFixture('csv', 'csv/autumn-night.csv', BERLIN).event);
    const byDj = Object.fromEntries(event.sets.map((s) => [s.dj, s]));
    expect(byDj.Early).toMatchObject({
      start: '2026-10-24T22:00:00.000Z',
      end: '2026-10-25T00:30:00.000Z',
    });
    expect(minutes(byDj['Twice Two-Thirty']!.start, byDj['Twice Two-Thirty']!.end)).toBe(60);
    // 02:30 CET to 05:00 CET
    expect(minutes(byDj.Late!.start, byDj.Late!.end)).toBe(150);
  });

  it('a time in the skipped spring hour moves forward, with a note naming it', () => {
    const result = importText(
      'csv',
      'stage,dj,start,end\nClub,Gap,2026-03-29 02:30,04:00\n',
      BERLIN,
    );
    expect(result.event?.sets[0]?.start).toBe('2026-03-29T01:30:00.000Z');
    expect(result.notes).toContainEqual(
      expect.objectContaining({
        line: 2,
        rule: 'time.skipped',
        message: expect.stringContaining('read as 03:30'),
      }),
    );
  });
});

describe('CSV as spreadsheets write it', () => {
  it('reads semicolons, a BOM, CRLF and quoted line breaks (a name keeps no line break)', () => {
    const text =
      '\uFEFFStage;DJ;Start;End;Change\r\nClub;"Ada\r\nLovelace";2026-07-30 22:00;2026-07-31 00:00;"b2b; live"\r\n';
    const result = importText('csv', text, BERLIN);
    expect(result.errors).toEqual([]);
    expect(result.event?.sets[0]).toMatchObject({ dj: 'Ada Lovelace', change: 'b2b; live' });
  });

  it('reads two link columns of one kind as two links', () => {
    const text =
      'stage,dj,start,end,soundcloud,soundcloud\nClub,Ada,2026-07-30 22:00,23:00,https://soundcloud.com/a,https://soundcloud.com/b\n';
    expect(importText('csv', text, BERLIN).event?.sets[0]?.meta).toEqual([
      { key: 'soundcloud', value: 'https://soundcloud.com/a' },
      { key: 'soundcloud', value: 'https://soundcloud.com/b' },
    ]);
  });
});

describe('broken CSV: every problem names its line', () => {
  it('with --strict reports each bad row and writes nothing', () => {
    const result = importFixture('csv', 'csv/broken.csv', { ...BERLIN, strict: true });
    expect(result.event).toBeNull();
    expect(result.errors.map((e) => [e.line, e.rule])).toEqual([
      [3, 'csv.row'],
      [4, 'csv.row'],
      [5, 'csv.row'],
    ]);
    expect(result.errors.map((e) => e.message)).toEqual([
      expect.stringContaining('dj is empty'),
      expect.stringContaining('start "tomorrow"'),
      'end is not after start',
    ]);
  });

  it.each([
    ['a missing column', 'stage,dj,start\nClub,Ada,2026-07-30 22:00\n', 1, 'csv.header'],
    ['an unclosed quote', 'stage,dj,start,end\nClub,"Ada,2026-07-30 22:00,23:00\n', 2, 'syntax'],
    [
      'a row longer than the header',
      'stage,dj,start,end\nClub,Ada,2026-07-30 22:00,23:00,x\n',
      2,
      'csv.row',
    ],
    ['no set at all', 'stage,dj,start,end\n', 1, 'csv.rows'],
  ])('%s', (_what, text, line, rule) => {
    const result = importText('csv', text, { ...BERLIN, strict: true });
    expect(result.event).toBeNull();
    expect(result.errors[0]).toMatchObject({ line, rule });
  });
});

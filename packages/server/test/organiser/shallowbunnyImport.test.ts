// lineup import --from shallowbunny: the original app's config YAML.
import { describe, expect, it } from 'vitest';
import { importFixture, importText, loadDraft, minutes, readFixture } from './helpers.ts';

describe('shallowbunny config of a festival', () => {
  const result = importFixture('shallowbunny', 'shallowbunny/config.yaml');
  const { event, text } = loadDraft(result.event);
  const set = (dj: string) => event.sets.find((s) => s.dj === dj)!;

  it('keeps party name, rooms and opening windows; "CET" means Europe/Berlin', () => {
    expect(result.errors).toEqual([]);
    expect(event.meta).toMatchObject({
      partyName: 'Sunrise Festival',
      partyUrl: 'https://sunrise.example',
      timeZone: 'Europe/Berlin',
      rooms: ['🌅 Beach', '🌲 Forest'],
      start: ['2026-07-30T16:00:00.000Z'],
      end: ['2026-08-01T10:00:00.000Z'],
      nowText1Map: { en: 'Welcome to Sunrise!' },
    });
  });

  it('starts a set `day` days after beginningSchedule at hour:minute local time', () => {
    // Thu Jul 30 2026 + 1 day, 00:00 in Berlin (CEST) = 22:00 UTC on the 30th
    expect(set('Alan Turing')).toMatchObject({
      room: 1,
      start: '2026-07-30T22:00:00.000Z',
      end: '2026-07-30T23:30:00.000Z',
    });
  });

  it('ends a set without duration when the next set of its room starts', () => {
    expect(set('Ada Lovelace').end).toBe(set('Grace Hopper').start);
    expect(set('Grace Hopper').end).toBe(set('?').start);
    expect(minutes(set('?').start, set('?').end)).toBe(120);
  });

  it('maps per-set meta keys to link kinds; unknown kinds stay as labelled website links', () => {
    expect(set('Ada Lovelace').meta).toEqual([
      { key: 'soundcloud', value: 'https://soundcloud.com/ada' },
      { key: 'instagram', value: 'https://instagram.com/ada' },
      { key: 'avatar.soundcloud', value: 'https://i1.sndcdn.com/avatars-ada-large.jpg' },
      { key: 'www.mixcloud', value: 'https://mixcloud.com/ada' },
    ]);
    expect(set('Alan Turing').meta).toEqual([]);
  });

  it('never copies secrets, bot texts or buttons, and names each in a note', () => {
    const source = readFixture('shallowbunny/config.yaml');
    for (const secret of ['123456:ABC-secret-do-not-copy', 'hunter2', 'do-not-copy-either']) {
      expect(source).toContain(secret);
      expect(text).not.toContain(secret);
      expect(JSON.stringify(result.notes)).not.toContain(secret);
    }
    for (const word of ['botName', 'welcomeText', 'buttons', 'botLanguage']) {
      expect(text).not.toContain(word);
    }
    expect(result.notes.filter((n) => n.rule === 'secret').map((n) => n.line)).toEqual([3, 4, 18]);
    expect(result.notes.filter((n) => n.rule === 'ignored').map((n) => n.line)).toEqual([2, 5, 6]);
  });
});

describe('shallowbunny across the nights the clocks change (Europe/Berlin)', () => {
  it.each([
    // 01:00 CET (00:00Z) → 04:00 CEST (02:00Z): two real hours
    ['spring, 28/29 Mar 2026', 'shallowbunny/spring-night.yaml', '2026-03-29T00:00:00.000Z', 120],
    // 01:00 CEST (23:00Z) → 04:00 CET (03:00Z): four real hours
    ['autumn, 24/25 Oct 2026', 'shallowbunny/autumn-night.yaml', '2026-10-24T23:00:00.000Z', 240],
  ])(
    '%s: the set from 01:00 to 04:00 lasts as long as it really does',
    (_night, file, start, length) => {
      const { event } = loadDraft(importFixture('shallowbunny', file).event);
      const across = event.sets.find((s) => s.dj === 'Across The Change')!;
      expect(across.start).toBe(start);
      expect(minutes(across.start, across.end)).toBe(length);
      const opener = event.sets.find((s) => s.dj === 'Opener')!;
      expect(opener.end).toBe(across.start);
    },
  );

  it('the spring closer with duration "1:30" lasts 90 minutes', () => {
    const { event } = loadDraft(
      importFixture('shallowbunny', 'shallowbunny/spring-night.yaml').event,
    );
    const closer = event.sets.find((s) => s.dj === 'Closer')!;
    expect(closer.start).toBe('2026-03-29T02:00:00.000Z');
    expect(minutes(closer.start, closer.end)).toBe(90);
  });
});

describe('shallowbunny dates', () => {
  const config = (begin: string) =>
    `beginningSchedule: ${begin}\nlineup:\n  rooms: [Club]\n  sets:\n    Club:\n      - {day: 0, hour: 22, minute: 0, duration: 60, dj: Ada}\n`;

  it.each([
    ['Fri Sep 6 2024', '2024-09-06T20:00:00.000Z'],
    ['Fri Sep 06 2024 00:00:00 GMT+0200', '2024-09-06T20:00:00.000Z'],
    ['2024-09-06', '2024-09-06T20:00:00.000Z'],
    ['Sat Dec 7 2024', '2024-12-07T21:00:00.000Z'],
  ])('%s', (begin, start) => {
    expect(importText('shallowbunny', config(begin)).event?.sets[0]?.start).toBe(start);
  });

  it('notes a weekday that does not fit the date', () => {
    const result = importText('shallowbunny', config('Sat Sep 6 2024'));
    expect(result.notes).toContainEqual(
      expect.objectContaining({ line: 1, rule: 'beginningSchedule' }),
    );
  });
});

describe('broken shallowbunny configs: every problem names its line', () => {
  it('reports the last set without duration, a bad hour and an unknown room', () => {
    const result = importFixture('shallowbunny', 'shallowbunny/broken.yaml', { strict: true });
    expect(result.event).toBeNull();
    expect(result.errors.map((e) => [e.line, e.rule])).toEqual([
      [6, 'set.duration'],
      [10, 'set'],
      [14, 'set.room'],
    ]);
  });

  it.each([
    [
      'a missing beginningSchedule',
      'lineup:\n  rooms: [Club]\n  sets:\n    Club: []\n',
      'beginningSchedule',
    ],
    [
      'a date that is none',
      'beginningSchedule: someday\nlineup:\n  sets: {}\n',
      'beginningSchedule',
    ],
    [
      'an unquoted "?" (YAML reads it as a key)',
      'beginningSchedule: Fri Sep 6 2024\nlineup:\n  sets:\n    Club:\n      - dj: ?\n        hour: 1\n',
      'syntax',
    ],
    [
      'an unknown zone',
      'beginningSchedule: Fri Sep 6 2024\nmeta:\n  timeZone: Mars/Olympus\nlineup:\n  rooms: [Club]\n  sets: {}\n',
      'meta.timeZone',
    ],
  ])('%s', (_what, text, rule) => {
    const result = importText('shallowbunny', text);
    expect(result.event).toBeNull();
    expect(result.errors[0]?.rule).toBe(rule);
    expect(result.errors[0]?.line).toBeGreaterThan(0);
  });
});

// A followed act's booking as the service worker shows it (issue 35), in the fan's language
// and the event's time zone.
import type { PushPayload } from '@lineup/core';
import { describe, expect, it } from 'vitest';
import { pushText } from '../../src/reminders/pushText.ts';

const booked = (
  locale: 'en' | 'de' | 'fr' | 'pl',
  sets: { dj: string; stage: string; start: string }[],
  more = 0,
): PushPayload => ({
  kind: 'booked',
  locale,
  prefix: 'festival',
  url: '/acts',
  tag: 'booked:nachtflug-2027',
  event: 'nachtflug-2027',
  party: 'Nachtflug 2027',
  timeZone: 'Europe/Berlin',
  sets,
  more,
});
const ADA = { dj: 'Ada Lovelace', stage: 'Hangar', start: '2027-07-30T21:00:00.000Z' };
const GRACE = { dj: 'Grace Hopper', stage: 'Garden', start: '2027-07-31T20:00:00.000Z' };

describe('a booking push in words', () => {
  it.each([
    ['en', 'Ada Lovelace plays Nachtflug 2027', 'Fri 23:00, Hangar'],
    ['de', 'Ada Lovelace spielt bei Nachtflug 2027', 'Fr 23:00, Hangar'],
    ['fr', 'Ada Lovelace joue à Nachtflug 2027', 'ven. 23:00, Hangar'],
    ['pl', 'Ada Lovelace gra na Nachtflug 2027', 'pt. 23:00, Hangar'],
  ] as const)('%s: one act', (locale, title, body) => {
    const shown = pushText(booked(locale, [ADA]));
    expect(shown.title).toBe(title);
    expect(shown.body).toBe(body);
    expect(shown.url).toBe('/acts');
  });

  it('several acts in one message, the rest counted', () => {
    const shown = pushText(booked('en', [ADA, GRACE], 3));
    expect(shown.title).toBe('Your acts at Nachtflug 2027');
    expect(shown.body).toBe(
      'Ada Lovelace: Fri 23:00, Hangar\nGrace Hopper: Sat 22:00, Garden\nand 3 more',
    );
  });
});

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
type Booked = Extract<PushPayload, { kind: 'booked' }>;
const ADA = { dj: 'Ada Lovelace', stage: 'Hangar', start: '2027-07-30T21:00:00.000Z' };
const GRACE = { dj: 'Grace Hopper', stage: 'Garden', start: '2027-07-31T20:00:00.000Z' };

describe('a booking push in words', () => {
  it.each([
    ['en', 'Ada Lovelace plays Nachtflug 2027', 'Fri 30 Jul, 23:00, Hangar'],
    ['de', 'Ada Lovelace spielt bei Nachtflug 2027', 'Fr., 30. Juli, 23:00, Hangar'],
    ['fr', 'Ada Lovelace joue à Nachtflug 2027', 'Ven. 30 juil., 23:00, Hangar'],
    ['pl', 'Ada Lovelace gra na Nachtflug 2027', 'Pt., 30 lip, 23:00, Hangar'],
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
      'Ada Lovelace: Fri 30 Jul, 23:00, Hangar\nGrace Hopper: Sat 31 Jul, 22:00, Garden\nand 3 more',
    );
  });

  it('a set past midnight is named by its festival night (issue 33), at the festival’s break hour', () => {
    const late = { dj: 'Ada Lovelace', stage: 'Hangar', start: '2027-07-30T22:30:00.000Z' };
    expect(pushText(booked('en', [late])).body).toBe('Night of Fri 30 Jul, 00:30, Hangar');
    // a club whose nights end at 09:00 breaks at 10: 09:30 is still Friday night's
    const morning = { ...late, start: '2027-07-31T07:30:00.000Z' };
    expect(pushText(booked('en', [morning])).body).toBe('Sat 31 Jul, 09:30, Hangar');
    expect(pushText({ ...(booked('en', [morning]) as Booked), breakHour: 10 }).body).toBe(
      'Night of Fri 30 Jul, 09:30, Hangar',
    );
  });
});

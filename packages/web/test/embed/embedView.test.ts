// The embed's markup goes into a shadow root as HTML: every organiser-typed text must arrive
// as text, and every link must lead into the app in the widget's language.
import type { LineupResponse, LineupSet } from '@lineup/core';
import { describe, expect, it } from 'vitest';
import { actUrl, esc, renderWidget, shownStages } from '../../src/embed/embedView.ts';
import { embedMessages } from '../../src/embed/messages.ts';

const set = (dj: string, room: number, start: string, end: string): LineupSet =>
  ({
    dj,
    room,
    start,
    end,
    meta: [],
    s: 'x',
    djAndChange: dj,
    isMarkerSet: false,
    isItalic: false,
    partyName: 'P',
    title: dj,
    beginningSchedule: start,
  }) as LineupSet;

const EVIL = '<img src=x onerror=alert(1)>';
const lineup = {
  hash: 'h',
  meta: {
    id: 'fest',
    partyName: `Fest ${EVIL}`,
    rooms: [`Main ${EVIL}`, 'Tent'],
    emoticons: ['', ''],
    stageUrls: ['main', 'tent'],
    timeZone: 'Europe/Berlin',
    start: [],
    end: [],
  },
  sets: [
    [set(EVIL, 0, '2026-07-30T20:00:00.000Z', '2026-07-30T22:00:00.000Z')],
    [set('Ada & Bea', 1, '2026-07-30T21:00:00.000Z', '2026-07-30T23:00:00.000Z')],
  ],
  setCursors: [0, 0],
  tracks: [[], []],
  latestTracks: [],
} as unknown as LineupResponse;

describe('the embed view', () => {
  it.each(['list', 'grid', 'now'] as const)('writes organisers’ texts as text (%s)', (mode) => {
    const html = renderWidget({
      lineup,
      locale: 'de',
      t: embedMessages.de,
      origin: 'https://lineup.example',
      now: new Date('2026-07-30T21:30:00.000Z'),
      choices: [0, 1],
      picked: new Set(),
      nights: [],
      night: -1,
      mode,
      width: 800,
      offlineSince: null,
    });
    expect(html).not.toContain('<img');
    expect(html).toContain(esc(EVIL));
    // now in Berlin: 23:30, both stages playing
    expect(html).toContain('bis 00:00');
    expect(html).toContain('bis 01:00');
  });

  it.each([
    ['en', 'https://lineup.example/lineup/fest?s=Ada%20%26%20Bea'],
    ['de', 'https://lineup.example/de/lineup/fest?s=Ada%20%26%20Bea'],
    ['pl', 'https://lineup.example/pl/lineup/fest?s=Ada%20%26%20Bea'],
  ] as const)('links an act into the app in %s', (locale, url) => {
    expect(actUrl('https://lineup.example', locale, 'fest', 'Ada & Bea')).toBe(url);
  });

  it.each([
    [[], [0, 1, 2]],
    [[2], [2]],
    [
      [2, 0],
      [0, 2],
    ],
  ])('shows the picked stages %j of those offered', (picked, shown) => {
    expect(shownStages({ choices: [0, 1, 2], picked: new Set(picked) })).toEqual(shown);
  });
});

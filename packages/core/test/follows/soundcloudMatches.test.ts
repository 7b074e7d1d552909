import { describe, expect, it } from 'vitest';
import type { LoadedEvent } from '../../src/event/loadedEvent.ts';
import { soundcloudMatches, soundcloudNameKey } from '../../src/follows/soundcloudMatches.ts';

function eventWith(sets: { dj: string; links?: string[] }[]): LoadedEvent {
  return {
    id: 'e',
    aliases: [],
    series: null,
    main: false,
    listedFrom: '2026-07-01T00:00:00.000Z',
    meta: {} as LoadedEvent['meta'],
    sets: sets.map((s, i) => ({
      dj: s.dj,
      room: 0,
      start: `2026-07-30T2${i}:00:00.000Z`,
      end: `2026-07-30T2${i}:30:00.000Z`,
      meta: (s.links ?? []).map((value) => ({ key: 'soundcloud', value })),
    })),
    tracks: [],
    sourcePath: 'e.yaml',
  };
}

describe('soundcloudNameKey', () => {
  it.each([
    ['https://soundcloud.com/ada-lovelace', 'ada lovelace'],
    ['https://soundcloud.com/dj_koze', 'dj koze'],
    ['https://soundcloud.com/ada/sets', null],
    ['https://instagram.com/ada', null],
  ])('%s → %j', (url, key) => {
    expect(soundcloudNameKey(url)).toBe(key);
  });
});

describe('soundcloudMatches', () => {
  const following = ['http://www.SoundCloud.com/Ada/', 'https://soundcloud.com/grace-hopper'];
  it.each([
    [
      'the act’s own link is followed',
      [{ dj: 'Ada L.', links: ['https://soundcloud.com/ada'] }],
      ['Ada L.'],
      [],
    ],
    [
      'name like a followed address, no link of its own',
      [{ dj: 'GRACE HOPPER' }],
      [],
      ['GRACE HOPPER'],
    ],
    [
      'name like a followed address, but its own link is another profile',
      [{ dj: 'Grace Hopper', links: ['https://soundcloud.com/someone-else'] }],
      [],
      [],
    ],
    [
      'a b2b carrying a followed link',
      [{ dj: 'Ada b2b Bob', links: ['https://soundcloud.com/ada'] }],
      [],
      [],
    ],
    ['the "?" placeholder', [{ dj: '?', links: ['https://soundcloud.com/ada'] }], [], []],
    ['nobody followed plays', [{ dj: 'Hedy', links: ['https://soundcloud.com/hedy'] }], [], []],
  ])('%s', (_what, sets, byLink, byName) => {
    const found = soundcloudMatches([eventWith(sets)], following);
    expect(found.byLink.map((m) => m.name)).toEqual(byLink);
    expect(found.byName.map((m) => m.name)).toEqual(byName);
  });

  it('names each act once across events, with its links', () => {
    const one = eventWith([{ dj: 'Ada', links: ['https://soundcloud.com/ada'] }]);
    const two = eventWith([{ dj: 'ADA', links: ['https://soundcloud.com/ada'] }]);
    expect(soundcloudMatches([one, two], following).byLink).toEqual([
      { name: 'Ada', links: ['https://soundcloud.com/ada'] },
    ]);
  });
});

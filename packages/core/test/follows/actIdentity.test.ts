import { describe, expect, it } from 'vitest';
import {
  actKey,
  actsOfName,
  identityOfSet,
  playsSet,
  profileLinksOf,
} from '../../src/follows/actIdentity.ts';

describe('actKey: one spelling of a name', () => {
  it.each([
    ['Ada Lovelace', 'ada lovelace'],
    ['  ADA   LOVELACE ', 'ada lovelace'],
    ['Âme', 'ame'],
    ['Łukasz Wiśniewski', 'lukasz wisniewski'],
    ['Mr. Oizo', 'mr oizo'],
    ['Mr Oizo', 'mr oizo'],
    ['Röyksopp', 'royksopp'],
    ['DJ Koze', 'dj koze'],
    ['Dj koze', 'dj koze'],
    ['Ada Lovelace (live)', 'ada lovelace live'],
  ])('%j → %j', (name, key) => {
    expect(actKey(name)).toBe(key);
  });

  it.each(['?', ' ? ', '??', '', '   ', '---', '? ?', 'x'.repeat(201)])(
    '%j is nobody (the "?" placeholder never matches)',
    (name) => {
      expect(actKey(name)).toBeNull();
    },
  );
});

describe('actsOfName: who plays a set', () => {
  it.each([
    ['Ada Lovelace', ['Ada Lovelace']],
    ['Ada Lovelace b2b Grace Hopper', ['Ada Lovelace', 'Grace Hopper']],
    ['Ada B2B Grace', ['Ada', 'Grace']],
    ['Ada b2b2b Grace', ['Ada', 'Grace']],
    ['Ada b3b Grace b3b Hedy', ['Ada', 'Grace', 'Hedy']],
    ['Ada b2b ?', ['Ada']],
    ['Ada b2b ada', ['Ada']],
    ['?', []],
    ['Bob2bob', ['Bob2bob']],
  ])('%j → %j', (dj, acts) => {
    expect(actsOfName(dj)).toEqual(acts);
  });
});

describe('profileLinksOf', () => {
  it('keeps artist profiles, normalised; leaves out pictures, tracks, websites and bare sites', () => {
    expect(
      profileLinksOf([
        { key: 'soundcloud', value: 'http://www.SoundCloud.com/Ada/' },
        { key: 'instagram.Photos', value: 'https://instagram.com/ada' },
        { key: 'avatar.soundcloud', value: 'https://i1.sndcdn.com/ada.jpg' },
        { key: 'track', value: 'https://soundcloud.com/ada/set-2025' },
        { key: 'www', value: 'https://festival.example/ada' },
        { key: 'spotify', value: 'https://open.spotify.com' },
        { key: 'soundcloud', value: 'javascript:alert(1)' },
        { key: 'soundcloud', value: 'https://soundcloud.com/ada' },
      ]),
    ).toEqual(['https://soundcloud.com/ada', 'https://instagram.com/ada']);
  });
});

describe('playsSet: does a followed act play this set?', () => {
  const ada = { key: 'ada lovelace', links: ['https://soundcloud.com/ada'] };
  const sc = (value: string) => [{ key: 'soundcloud', value }];
  it.each([
    ['same name', 'Ada Lovelace', [], true],
    ['other case and accents', 'ÁDA LOVELACE', [], true],
    ['one act of a b2b', 'Grace Hopper b2b Ada Lovelace', [], true],
    ['renamed, same profile', 'Ada L.', sc('https://soundcloud.com/Ada'), true],
    ['other act', 'Grace Hopper', sc('https://soundcloud.com/grace'), false],
    ['a name containing hers', 'Ada Lovelace Trio', [], false],
    ['placeholder carrying her link', '?', sc('https://soundcloud.com/ada'), false],
    [
      'b2b carrying her link but not her name',
      'Grace b2b Hedy',
      sc('https://soundcloud.com/ada'),
      false,
    ],
  ])('%s: %j', (_what, dj, meta, expected) => {
    expect(playsSet(ada, identityOfSet({ dj, meta }))).toBe(expected);
  });

  it('a followed b2b matches that b2b, not each act alone', () => {
    const pair = { key: 'ada b2b grace', links: [] };
    expect(playsSet(pair, identityOfSet({ dj: 'Ada B2B Grace', meta: [] }))).toBe(true);
    expect(playsSet(pair, identityOfSet({ dj: 'Ada', meta: [] }))).toBe(false);
  });
});

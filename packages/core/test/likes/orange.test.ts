import { describe, expect, it } from 'vitest';
import {
  isFollowedEntry,
  markOrange,
  normalizeProfileUrl,
  toFollowingSet,
} from '../../src/likes/orange.ts';
import { makeSet } from '../time/fixtures.ts';

describe('normalizeProfileUrl', () => {
  it.each([
    ['https://soundcloud.com/ada', 'https://soundcloud.com/ada'],
    ['http://soundcloud.com/ada', 'https://soundcloud.com/ada'],
    ['https://www.soundcloud.com/ada', 'https://soundcloud.com/ada'],
    ['https://m.soundcloud.com/ada', 'https://soundcloud.com/ada'],
    ['HTTPS://SoundCloud.com/Ada/', 'https://soundcloud.com/ada'],
    ['https://soundcloud.com/ada//', 'https://soundcloud.com/ada'],
    ['https://soundcloud.com/ada?utm_source=x#top', 'https://soundcloud.com/ada'],
    ['https://soundcloud.com:443/ada', 'https://soundcloud.com/ada'],
    ['  https://soundcloud.com/ada  ', 'https://soundcloud.com/ada'],
    ['https://soundcloud.com', 'https://soundcloud.com'],
    ['https://instagram.com/ada.photos', 'https://instagram.com/ada.photos'],
  ])('%s → %s', (url, expected) => {
    expect(normalizeProfileUrl(url)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'ftp://soundcloud.com/ada',
    'soundcloud.com/ada',
    '',
    'https://',
    'mailto:ada@example.com',
  ])('%j is not a profile URL', (url) => {
    expect(normalizeProfileUrl(url)).toBeNull();
  });
});

describe('isFollowedEntry and markOrange', () => {
  const following = toFollowingSet([
    'https://soundcloud.com/ada',
    'http://www.Instagram.com/Grace/',
  ]);
  const set = makeSet('Ada', '2026-07-30T20:00Z', '2026-07-30T22:00Z', {
    meta: [
      { key: 'soundcloud', value: 'https://www.soundcloud.com/Ada/' },
      { key: 'avatar.soundcloud', value: 'https://soundcloud.com/ada' },
      { key: 'www', value: 'https://ada.example' },
    ],
  });

  it('holds normalised URLs in the following set', () => {
    expect([...following]).toEqual(['https://soundcloud.com/ada', 'https://instagram.com/grace']);
  });

  it.each([
    [
      'a followed profile, spelled differently',
      { key: 'soundcloud', value: 'http://m.soundcloud.com/ADA' },
      true,
    ],
    [
      'a profile with a tooltip label',
      { key: 'instagram.Grace photos', value: 'https://instagram.com/grace' },
      true,
    ],
    ['a profile not followed', { key: 'soundcloud', value: 'https://soundcloud.com/bea' }, false],
    ['an avatar picture', { key: 'avatar.soundcloud', value: 'https://soundcloud.com/ada' }, false],
    ['the default avatar', { key: 'avatarDefault', value: 'https://soundcloud.com/ada' }, false],
    ['not a URL', { key: 'soundcloud', value: 'ada' }, false],
  ])('%s → %s', (_, entry, followed) => {
    expect(isFollowedEntry(entry, following)).toBe(followed);
  });

  it('marks each entry and makes the set orange when a profile is followed', () => {
    const marked = markOrange(set, following);
    expect(marked.orange).toBe(true);
    expect(marked.meta.map((e) => e.orange)).toEqual([true, false, false]);
    expect(set.meta[0]).not.toHaveProperty('orange'); // the lineup itself is left as it was
  });

  it('a set with no followed profile is not orange', () => {
    expect(markOrange(set, new Set()).orange).toBe(false);
    expect(markOrange(set, toFollowingSet(['https://soundcloud.com/bea'])).orange).toBe(false);
  });
});

// Small rules of the shell: page types, locale paths, the debug label, the drawer's close
// rule (spec §4, §9), avatar sizes and rotation, cross-promotion flags.
import { DRAWER, type EventMeta } from '@lineup/core';
import { describe, expect, it } from 'vitest';
import { debugLabel } from '../../src/app/BottomBar.tsx';
import { shouldCloseAfterDrag } from '../../src/kit/Drawer.tsx';
import { pathsFor } from '../../src/kit/paths.ts';
import { routeInfo } from '../../src/kit/routeInfo.ts';
import { documentTitle } from '../../src/kit/variant.ts';
import { avatarSources, rotatingAvatar } from '../../src/now/avatar.ts';
import { promosOf } from '../../src/now/lower/promos.ts';

describe('page types', () => {
  it.each([
    ['/', { page: 'root' }],
    ['/choose', { page: 'choose' }],
    ['/event/sun%20rise', { page: 'now', festival: 'sun rise' }],
    ['/lineup/fest', { page: 'search', festival: 'fest' }],
    ['/lineup/fest/2', { page: 'rooms', festival: 'fest' }],
    ['/tracks/fest', { page: 'tracks', festival: 'fest' }],
    ['/past-events', { page: 'pastevents' }],
    ['/datenschutzerklaerung', { page: 'datenschutzerklaerung' }],
    ['/s/abc', { page: 'short' }],
    ['/api/soundcloud', { page: 'api' }],
    ['/event/a/b', { page: 'notfound' }],
    ['/nope', { page: 'notfound' }],
  ])('%s', (path, info) => {
    expect(routeInfo(path)).toEqual(info);
  });
});

describe('locale paths', () => {
  it('has no prefix in English and /de, /fr, /pl otherwise', () => {
    expect(pathsFor('en').event('fest')).toBe('/event/fest');
    expect(pathsFor('de').lineup('fest', 2)).toBe('/de/lineup/fest/2');
    expect(pathsFor('fr').tracks('fest', 'beach')).toBe('/fr/tracks/fest#beach');
    expect(pathsFor('pl').home()).toBe('/pl');
    expect(pathsFor('en').home()).toBe('/');
    expect(pathsFor('de').privacy()).toBe('/de/datenschutzerklaerung');
  });
});

describe('debug button label', () => {
  it.each([
    [undefined, null],
    [[], null],
    [['⚠ a', 'b'], '⚠XLS'],
    [['2 warnings'], '2XLS'],
  ])('%j → %s', (logs, label) => {
    expect(debugLabel(logs)).toBe(label);
  });
});

describe('drawer drag', () => {
  const height = 400;
  it.each([
    [height * DRAWER.closeThreshold + 1, 0.1, true],
    [height * DRAWER.closeThreshold - 1, 0.1, false],
    [20, DRAWER.velocityThreshold + 0.01, true],
    [20, DRAWER.velocityThreshold - 0.01, false],
    [-50, 3, false],
  ])('offset %d px at %d px/ms closes: %s', (offset, velocity, closes) => {
    expect(shouldCloseAfterDrag(offset, height, velocity)).toBe(closes);
  });
});

describe('avatars', () => {
  it.each([
    [
      'https://i1.sndcdn.com/avatars-x-large.jpg',
      'https://i1.sndcdn.com/avatars-x-t300x300.jpg',
      'https://i1.sndcdn.com/avatars-x-t67x67.jpg',
    ],
    [
      'https://i1.sndcdn.com/artworks-y-t500x500.png?1',
      'https://i1.sndcdn.com/artworks-y-t300x300.png?1',
      'https://i1.sndcdn.com/artworks-y-t67x67.png?1',
    ],
    ['/media/avatars/ada.svg', '/media/avatars/ada.svg', null],
  ])('%s', (url, full, placeholder) => {
    expect(avatarSources(url)).toEqual({ full, placeholder });
  });

  it('rotates the pictures by the current minute', () => {
    const urls = ['a', 'b', 'c'];
    const at = (minute: number) => new Date(Date.UTC(2026, 6, 31, 20, minute, 30));
    expect([0, 1, 2, 3].map((m) => rotatingAvatar(urls, at(m)))).toEqual(
      [0, 1, 2, 3].map((m) => urls[Math.floor(at(m).getTime() / 60_000) % 3]),
    );
    expect(new Set([0, 1, 2].map((m) => rotatingAvatar(urls, at(m)))).size).toBe(3);
    expect(rotatingAvatar([], at(0))).toBeNull();
  });
});

describe('cross-promotion', () => {
  it('links the data source, Shallow Bunny and other events named by their flag', () => {
    const meta = {
      partyName: 'Sun',
      partyUrl: 'https://sun.example',
      nowShowDataSourceAd: true,
      nowShowShallowBunnyAd: true,
      nowShowDuckClubAd: true,
      nowShowMissingAd: true,
      nowShowOffAd: false,
      otherEvents: [{ key: '/event/duck-club', value: 'Duck Club Night' }],
    } as unknown as EventMeta;
    expect(promosOf(meta)).toEqual([
      { kind: 'dataSource', href: 'https://sun.example', party: 'Sun' },
      { kind: 'shallowBunny', href: 'https://shallowbunny.com' },
      { kind: 'event', path: '/event/duck-club', name: 'Duck Club Night' },
    ]);
  });
});

describe('document title', () => {
  const base = {
    partyName: 'Duck Club Night',
    beginningSchedule: '2026-12-31T22:00:00.000Z',
    timeZone: 'Europe/Berlin',
  };
  it('names the festival, and for the club the year of the night in its zone', () => {
    expect(documentTitle({ ...base, prefix: 'festival' }, 'Festival Lineup')).toBe(
      'Duck Club Night · Festival Lineup',
    );
    expect(documentTitle({ ...base, prefix: 'duck' }, 'Duck Club Lineup')).toBe(
      'Duck Club Night 2026 · Duck Club Lineup',
    );
    expect(documentTitle(undefined, 'Festival Lineup')).toBe('Festival Lineup');
  });

  it('keeps the club title with its year to 60 characters', () => {
    const long = { ...base, prefix: 'duck' as const, partyName: 'A'.repeat(58) };
    const title = documentTitle(long, 'Duck Club Lineup');
    expect(title).toHaveLength(60);
    expect(title.endsWith('… 2026 · Duck Club Lineup')).toBe(true);
  });
});

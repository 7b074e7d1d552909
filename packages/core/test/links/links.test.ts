import { describe, expect, it } from 'vitest';
import { avatarUrls, isSafeUrl, LINK_KINDS, parseLinkKey } from '../../src/links/links.ts';

describe('parseLinkKey', () => {
  it('knows the 13 link kinds of DESIGN §4', () => {
    expect([...LINK_KINDS].sort()).toEqual(
      [
        'bandcamp',
        'beatport',
        'discogs',
        'facebook',
        'instagram',
        'linktree',
        'ra',
        'soundcloud',
        'spotify',
        'tiktok',
        'track',
        'www',
        'youtube',
      ].sort(),
    );
  });

  it.each([
    ['soundcloud', { kind: 'soundcloud', label: null, isAvatar: false, avatarOf: null }],
    [
      "instagram.Ada's photos",
      { kind: 'instagram', label: "Ada's photos", isAvatar: false, avatarOf: null },
    ],
    ['www.my.site', { kind: 'www', label: 'my.site', isAvatar: false, avatarOf: null }],
    ['track.', { kind: 'track', label: null, isAvatar: false, avatarOf: null }],
    ['avatar.soundcloud', { kind: 'avatar', label: null, isAvatar: true, avatarOf: 'soundcloud' }],
    ['avatarDefault', { kind: 'avatar', label: null, isAvatar: true, avatarOf: null }],
  ])('%j', (key, expected) => {
    expect(parseLinkKey(key)).toEqual(expected);
  });

  it.each([['myspace'], ['myspace.Old page'], ['avatar'], ['avatar.'], [''], ['SoundCloud']])(
    '%j is no known kind',
    (key) => {
      expect(parseLinkKey(key)).toBeNull();
    },
  );
});

describe('isSafeUrl', () => {
  it.each([
    ['https://soundcloud.com/ada', true],
    ['http://example.com', true],
    ['HTTPS://EXAMPLE.COM/A?b=c#d', true],
    ['https://example.com:8443/x', true],
    ['/media/avatars/ada.svg', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:image/svg+xml;base64,PHN2Zz4=', false],
    ['//evil.example/x.png', false],
    ['/\\evil.example', false],
    ['https:evil.example', false],
    ['https://', false],
    ['ftp://example.com/file', false],
    [' https://example.com', false],
    ['https://exa mple.com', false],
    ['media/avatars/ada.svg', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isSafeUrl(value)).toBe(expected);
  });
});

describe('avatarUrls', () => {
  it('gives the avatar.* pictures in order, without duplicates or unsafe values', () => {
    const meta = [
      { key: 'soundcloud', value: 'https://soundcloud.com/ada' },
      { key: 'avatar.soundcloud', value: 'https://i1.sndcdn.com/a-large.jpg' },
      { key: 'avatarDefault', value: '/media/avatars/default.svg' },
      { key: 'avatar.instagram', value: '/media/avatars/ada.svg' },
      { key: 'avatar.spotify', value: 'javascript:alert(1)' },
      { key: 'avatar.bandcamp', value: 'https://i1.sndcdn.com/a-large.jpg' },
    ];
    expect(avatarUrls(meta)).toEqual([
      'https://i1.sndcdn.com/a-large.jpg',
      '/media/avatars/ada.svg',
    ]);
  });

  it('falls back to avatarDefault when the act has no other picture', () => {
    expect(avatarUrls([{ key: 'avatarDefault', value: '/media/avatars/default.svg' }])).toEqual([
      '/media/avatars/default.svg',
    ]);
    expect(avatarUrls([{ key: 'soundcloud', value: 'https://soundcloud.com/ada' }])).toEqual([]);
  });
});

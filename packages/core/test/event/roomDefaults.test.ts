import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROOM_EMOTICON,
  defaultEmoticons,
  defaultStageUrls,
  firstEmoji,
  slugify,
} from '../../src/event/roomDefaults.ts';

describe('stage slugs from room names', () => {
  it.each([
    ['🌅 Beach', 'beach'],
    ['Main Floor', 'main-floor'],
    ['Bühne Süd', 'buhne-sud'],
    ["Ada's  Tent!", 'ada-s-tent'],
    ['🪩', ''],
  ])('slugify(%j) = %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('keeps slugs unique, never empty and never a plain number (numbers are indexes)', () => {
    expect(defaultStageUrls(['🌅 Beach', 'Beach', '🪩', '2000', 'beach-2'])).toEqual([
      'beach',
      'beach-2',
      'stage-3',
      'stage-2000',
      'beach-2-2',
    ]);
  });
});

describe('room emoticons', () => {
  it.each([
    ['🌅 Beach', '🌅'],
    ['Forest 🌲🍄', '🌲'],
    ['👩🏽‍🎤 Singer Stage', '👩🏽‍🎤'],
    ['❤️ Love', '❤️'],
    ['Main Floor', null],
  ])('firstEmoji(%j) = %j', (name, emoji) => {
    expect(firstEmoji(name)).toBe(emoji);
  });

  it(`falls back to ${DEFAULT_ROOM_EMOTICON} for a room without emoji`, () => {
    expect(defaultEmoticons(['🌅 Beach', 'Main Floor'])).toEqual(['🌅', DEFAULT_ROOM_EMOTICON]);
  });
});

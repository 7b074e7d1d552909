import { describe, expect, it } from 'vitest';
import { diffLineups, isEmptyDiff } from '../../src/lineup/lineupDiff.ts';
import { MAX_META_CHANGES, metaChanges } from '../../src/lineup/metaDiff.ts';

const meta = {
  rooms: ['Main', 'Garden'],
  partyName: 'Sunrise',
  timeZone: 'Europe/Lisbon',
  roomImages: ['/media/main.webp', null],
  nowText1Map: { en: 'Welcome', de: 'Willkommen' },
};

describe('metaChanges', () => {
  it('names the festival renamed to its id by a re-import', () => {
    const renamed = { ...meta, partyName: 'my-fest' };
    const diff = diffLineups({ meta, sets: [] }, { meta: renamed, sets: [] });
    expect(diff.metaChanges).toEqual([{ field: 'partyName', before: 'Sunrise', after: 'my-fest' }]);
    expect(isEmptyDiff(diff)).toBe(false);
  });

  it("names a stage's picture, a text in one language and a field gone, by path", () => {
    const after = {
      ...meta,
      roomImages: [null, '/media/garden.webp'],
      nowText1Map: { en: 'Welcome' },
    };
    expect(metaChanges(meta, after)).toEqual([
      { field: 'roomImages[Garden]', before: null, after: '/media/garden.webp' },
      { field: 'roomImages[Main]', before: '/media/main.webp', after: null },
      { field: 'nowText1Map.de', before: 'Willkommen', after: null },
    ]);
  });

  it('names a stage’s details by the stage: reordered stages change nothing', () => {
    const reordered = {
      ...meta,
      rooms: ['Garden', 'Main'],
      roomImages: [null, '/media/main.webp'],
    };
    expect(metaChanges(meta, reordered)).toEqual([]);
  });

  it('leaves stages to the sets diff and finds nothing in equal meta', () => {
    expect(metaChanges(meta, { ...meta, rooms: ['Main'] })).toEqual([]);
    expect(metaChanges(meta, structuredClone(meta))).toEqual([]);
  });

  it('names at most a bounded number of fields', () => {
    const many = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`f${i}`, i]));
    expect(metaChanges({}, many)).toHaveLength(MAX_META_CHANGES);
  });
});

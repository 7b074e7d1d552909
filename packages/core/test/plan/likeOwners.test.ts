import { describe, expect, it } from 'vitest';
import { likeCandidate, likesByEvent, ownersOfLikes } from '../../src/plan/likeOwners.ts';
import { likesOf, lineupOf, set } from './planFixtures.ts';

const sunrise = lineupOf([
  set('Ada', '07-30 22:00', '07-30 23:00'),
  set('Grace', '07-30 23:00', '07-31 01:00'),
]);
// published later with Sunrise's edition time (and its party name and acts)
const copy = lineupOf(
  [set('Ada', '07-30 22:00', '07-30 23:00'), set('Grace', '07-30 23:00', '07-31 01:00')],
  {
    id: 'aaa-copy',
  },
);
const likes = likesOf(sunrise, 'Ada', 'Grace');

describe('ownersOfLikes', () => {
  it('gives a like two events claim to the event served from a file, whatever the order', () => {
    const file = { meta: sunrise.meta, fromFile: true };
    const published = { meta: copy.meta, fromFile: false };
    expect(ownersOfLikes(likes, [published, file])).toEqual(['sunrise-2026', 'sunrise-2026']);
    expect(ownersOfLikes(likes, [file, published])).toEqual(['sunrise-2026', 'sunrise-2026']);
  });

  it('among two of one source, the smallest id (every instance decides alike)', () => {
    const a = { meta: sunrise.meta, fromFile: false };
    const b = { meta: copy.meta, fromFile: false };
    expect(ownersOfLikes(likes, [a, b])).toEqual(['aaa-copy', 'aaa-copy']);
  });

  it('prefers the exact edition over a party-name match, even from a published event', () => {
    // the file's opening set moved by an hour: its edition time is no longer the like's
    const moved = lineupOf([
      set('Ada', '07-30 23:00', '07-31 00:00'),
      set('Grace', '07-30 23:00', '07-31 01:00'),
    ]);
    const exact = { meta: copy.meta, fromFile: false };
    const byName = { meta: moved.meta, fromFile: true };
    expect(ownersOfLikes(likes, [byName, exact])).toEqual(['aaa-copy', 'aaa-copy']);
    expect(ownersOfLikes(likes, [byName])).toEqual(['sunrise-2026', 'sunrise-2026']);
  });

  it('by party name, prefers the event whose lineup has the liked act', () => {
    // both published, both named Sunrise around the like's night; only one has Ada and Grace
    const moved = lineupOf([
      set('Ada', '07-30 23:00', '07-31 00:00'),
      set('Grace', '07-30 23:00', '07-31 01:00'),
    ]);
    const impostor = lineupOf([set('Someone', '07-30 21:00', '07-31 02:00')], {
      id: 'aaa-sunrise',
    });
    const owners = ownersOfLikes(likes, [
      likeCandidate(impostor, false),
      likeCandidate(moved, false),
    ]);
    expect(owners).toEqual(['sunrise-2026', 'sunrise-2026']);
  });

  it('leaves a like of no loaded event to nobody', () => {
    const other = lineupOf([set('Ada', '08-30 22:00', '08-30 23:00')], { partyName: 'Other' });
    expect(ownersOfLikes(likes, [{ meta: other.meta, fromFile: true }])).toEqual([null, null]);
  });
});

describe('likesByEvent', () => {
  it('groups the likes under their one event', () => {
    const grouped = likesByEvent(likes, [
      { meta: copy.meta, fromFile: false },
      { meta: sunrise.meta, fromFile: true },
    ]);
    expect([...grouped.keys()]).toEqual(['sunrise-2026']);
    expect(grouped.get('sunrise-2026')).toEqual(likes);
  });
});

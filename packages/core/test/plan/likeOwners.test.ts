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

// DESIGN §11: two events whose first sets start at the same minute (two clubs opening Friday
// 23:00); the app's likes carry their event's id and stay with it, whatever the tie rules say
describe('likes that name their event', () => {
  const file = { meta: sunrise.meta, fromFile: true };
  const published = { meta: copy.meta, fromFile: false };
  const tagged = (eventId: string) => likes.map((like) => ({ ...like, eventId }));
  it.each([
    ['the published event, though the file event shares its time', 'aaa-copy', 'aaa-copy'],
    ['the file event', 'sunrise-2026', 'sunrise-2026'],
    ['an event not served: nobody', 'gone-night', null],
  ])('a like of %s', (_, eventId, owner) => {
    expect(ownersOfLikes(tagged(eventId), [file, published])).toEqual([owner, owner]);
    expect(ownersOfLikes(tagged(eventId), [published, file])).toEqual([owner, owner]);
  });

  it('keeps the likes of two same-minute events apart, older likes as before', () => {
    const mixed = [
      ...tagged('aaa-copy').slice(0, 1),
      ...tagged('sunrise-2026').slice(1),
      likes[0]!,
    ];
    const owned = likesByEvent(mixed, [published, file]);
    expect(owned.get('aaa-copy')?.map((l) => l.dj)).toEqual(['Ada']);
    // the untagged like goes by the old rule: the event served from a file
    expect(owned.get('sunrise-2026')?.map((l) => l.dj)).toEqual(['Grace', 'Ada']);
  });
});

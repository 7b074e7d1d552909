// Issue 28, item 2: the liked list showed a set that moved from 03:00 to 03:30 at 03:00 and a
// cancelled set unmarked. Every list of liked sets of the open event is the plan, read from
// the lineup as it is now; the likes of other events are listed apart, once.
import { describe, expect, it } from 'vitest';
import { myPlan } from '../../src/plan/myPlan.ts';
import { likesOfOtherEvents } from '../../src/plan/otherLikes.ts';
import { formatTime } from '../../src/time/zonedTime.ts';
import { likesOf, lineupOf, set } from './planFixtures.ts';

const opener = set('Opener', '07-30 22:00', '07-31 01:00', { room: 1 });
const before = lineupOf([
  opener,
  set('Moves', '07-31 03:00', '07-31 04:00'),
  set('Cancelled', '07-31 01:00', '07-31 02:00'),
]);
const likes = likesOf(before, 'Moves', 'Cancelled');
const after = lineupOf([opener, set('Moves', '07-31 03:30', '07-31 04:30')]);

describe('liked sets read from the lineup as it is now', () => {
  it('shows a moved set at its new time and a cancelled one as missing', () => {
    const plan = myPlan(likes, after);
    expect(
      plan.map((i) => ({
        dj: i.like.dj,
        at: i.set ? formatTime(i.set.start, 'Europe/Berlin') : null,
        missing: i.missing,
      })),
    ).toEqual([
      { dj: 'Cancelled', at: null, missing: true },
      { dj: 'Moves', at: '03:30', missing: false },
    ]);
  });

  it('lists no like of the open event among the other events, and every other like once', () => {
    const elsewhere = likesOf(
      lineupOf([set('Old', '07-20 22:00', '07-20 23:00')], { partyName: 'Moonrise' }),
      'Old',
    );
    expect(likesOfOtherEvents([...likes, ...elsewhere], after.meta).map((l) => l.dj)).toEqual([
      'Old',
    ]);
  });
});

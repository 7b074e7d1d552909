import { describe, expect, it } from 'vitest';
import {
  changesOfEdit,
  diffEdit,
  type LikedSetId,
  likedInLineup,
  remindersOf,
} from '../../src/plan/pushPlan.ts';
import { at, lineupOf, set, setOf } from './planFixtures.ts';

const ada = set('Ada', '07-30 22:00', '07-30 23:00');
const bea = set('Bea', '07-30 20:00', '07-30 21:00', { room: 1 });
const cleo = set('Cleo', '07-30 23:00', '07-31 01:00', { room: 1 });
const before = lineupOf([ada, bea, cleo]);

function liked(...djs: string[]): LikedSetId[] {
  return djs.map((dj) => {
    const s = setOf(before, dj);
    return { dj: s.dj, room: s.room, start: s.start };
  });
}

describe('reminders of a push subscription', () => {
  it.each<[string, number, string, string[]]>([
    ['10 minutes before each liked set', 10, '07-30 19:00', ['07-30 19:50', '07-30 21:50']],
    ['30 minutes before', 30, '07-30 19:00', ['07-30 19:30', '07-30 21:30']],
    ['none once the set has started', 10, '07-30 20:05', ['07-30 21:50']],
    ['still due when the set starts within the minutes', 10, '07-30 21:55', ['07-30 21:50']],
    ['off', 0, '07-30 19:00', []],
  ])('%s', (_name, minutes, now, due) => {
    const reminders = remindersOf(liked('Ada', 'Bea'), before, minutes, new Date(at(now)));
    expect(reminders.map((r) => r.dueAt)).toEqual(due.map(at));
  });

  it('follows a liked set that moved', () => {
    const moved = lineupOf([{ ...ada, start: at('07-30 23:30'), end: at('07-31 00:30') }, bea]);
    const [reminder] = remindersOf(liked('Ada'), moved, 10, new Date(at('07-30 19:00')));
    expect(reminder?.dueAt).toBe(at('07-30 23:20'));
    expect(reminder?.set.dj).toBe('Ada');
  });

  it('gives none for a cancelled set', () => {
    const without = lineupOf([bea, cleo]);
    expect(remindersOf(liked('Ada'), without, 10, new Date(at('07-30 19:00')))).toEqual([]);
  });
});

describe('what one edit changed for a subscription', () => {
  function changes(after: ReturnType<typeof set>[], ids = liked('Ada', 'Bea')) {
    const diff = diffEdit(before, lineupOf(after));
    return diff ? changesOfEdit(ids, diff).map((c) => `${c.kind}:${c.like.dj}`) : null;
  }

  it.each<[string, ReturnType<typeof set>[], string[] | null]>([
    ['nothing in the sets changed', [ada, bea, cleo], null],
    ['an act the fan does not like moved', [ada, bea, { ...cleo, start: at('07-30 23:30') }], []],
    ['a liked set moved', [{ ...ada, start: at('07-30 22:30') }, bea, cleo], ['time:Ada']],
    ['a liked set changed stage', [{ ...ada, room: 1 }, bea, cleo], ['stage:Ada']],
    ['a liked set was cancelled', [bea, cleo], ['cancelled:Ada']],
    ['a liked set got a note', [ada, { ...bea, change: 'b2b Cleo' }, cleo], ['note:Bea']],
    [
      'two liked sets changed in one edit',
      [{ ...ada, room: 1 }, { ...bea, start: at('07-30 20:30') }, cleo],
      ['stage:Ada', 'time:Bea'],
    ],
  ])('%s', (_name, after, expected) => {
    expect(changes(after)).toEqual(expected);
  });

  it('ignores a stale stored start of a liked act the edit did not touch', () => {
    const stale: LikedSetId[] = [{ dj: 'Ada', room: 0, start: at('07-30 18:00') }];
    expect(changes([ada, bea, { ...cleo, room: 0 }], stale)).toEqual([]);
  });

  it('says the time the set moved to', () => {
    const diff = diffEdit(before, lineupOf([{ ...ada, start: at('07-30 22:30') }, bea, cleo]));
    const [change] = diff ? changesOfEdit(liked('Ada'), diff) : [];
    expect(change?.kind === 'time' && change.to.start).toBe(at('07-30 22:30'));
  });
});

describe('what a push subscription may store of its liked sets', () => {
  it('keeps the acts of the lineup, whatever their spelling or stage, and drops made-up ones', () => {
    const sent: LikedSetId[] = [
      { dj: ' ada ', room: 3, start: at('07-30 22:00') },
      { dj: 'Cleo', room: 1, start: at('07-30 23:00') },
      ...Array.from({ length: 1000 }, (_, i) => ({
        dj: `Nobody ${i}`,
        room: 0,
        start: at('07-30 22:00'),
      })),
    ];
    expect(likedInLineup(sent, before).map((id) => id.dj)).toEqual([' ada ', 'Cleo']);
  });
});

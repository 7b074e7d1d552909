import { describe, expect, it } from 'vitest';
import { changeId, detectLikedChanges, type LikedChange } from '../../src/plan/changes.ts';
import type { LineupResponse } from '../../src/types.ts';
import { at, likesOf, lineupOf, set } from './planFixtures.ts';

type SetSpec = ReturnType<typeof set>;

const opener = set('Opener', '07-30 12:00', '07-30 14:00', { room: 1 });
const ada = set('Ada', '07-30 22:00', '07-30 23:00');
const bea = set('Bea', '07-30 20:00', '07-30 21:00', { room: 1 });

/** What the notice says, without the like and set objects. */
function read(changes: LikedChange[]) {
  return changes.map((c) => {
    switch (c.kind) {
      case 'time':
        return { kind: c.kind, dj: c.like.dj, from: c.from, to: c.to };
      case 'stage':
        return { kind: c.kind, dj: c.like.dj, fromRoom: c.fromRoom, toRoom: c.toRoom };
      case 'note':
        return { kind: c.kind, dj: c.like.dj, from: c.from, change: c.change };
      default:
        return { kind: c.kind, dj: c.like.dj };
    }
  });
}

function detect(before: SetSpec[], after: SetSpec[], liked = ['Ada'], withPrevious = true) {
  const previous = lineupOf([opener, ...before]);
  const next = lineupOf([opener, ...after]);
  return detectLikedChanges(likesOf(previous, ...liked), withPrevious ? previous : null, next);
}

describe('changes to liked sets when a new lineup arrives', () => {
  it.each<[string, SetSpec[], SetSpec[], ReturnType<typeof read>]>([
    ['nothing changed', [ada, bea], [ada, bea], []],
    ['a set that is not liked moved', [ada, bea], [ada, { ...bea, start: at('07-30 19:00') }], []],
    [
      'moved later',
      [ada],
      [set('Ada', '07-30 23:00', '07-31 00:30')],
      [
        {
          kind: 'time',
          dj: 'Ada',
          from: { start: at('07-30 22:00'), end: at('07-30 23:00') },
          to: { start: at('07-30 23:00'), end: at('07-31 00:30') },
        },
      ],
    ],
    [
      'only the end moved',
      [ada],
      [set('Ada', '07-30 22:00', '07-30 23:30')],
      [
        {
          kind: 'time',
          dj: 'Ada',
          from: { start: at('07-30 22:00'), end: at('07-30 23:00') },
          to: { start: at('07-30 22:00'), end: at('07-30 23:30') },
        },
      ],
    ],
    [
      'changed stage',
      [ada],
      [{ ...ada, room: 1 }],
      [{ kind: 'stage', dj: 'Ada', fromRoom: 0, toRoom: 1 }],
    ],
    [
      'changed stage and time',
      [ada],
      [set('Ada', '07-31 01:00', '07-31 02:00', { room: 1 })],
      [
        { kind: 'stage', dj: 'Ada', fromRoom: 0, toRoom: 1 },
        {
          kind: 'time',
          dj: 'Ada',
          from: { start: at('07-30 22:00'), end: at('07-30 23:00') },
          to: { start: at('07-31 01:00'), end: at('07-31 02:00') },
        },
      ],
    ],
    ['cancelled', [ada, bea], [bea], [{ kind: 'cancelled', dj: 'Ada' }]],
    [
      'a change note added',
      [ada],
      [{ ...ada, change: 'b2b Grace' }],
      [{ kind: 'note', dj: 'Ada', from: null, change: 'b2b Grace' }],
    ],
    [
      'a change note changed',
      [{ ...ada, change: 'b2b Grace' }],
      [{ ...ada, change: 'b2b Hal' }],
      [{ kind: 'note', dj: 'Ada', from: 'b2b Grace', change: 'b2b Hal' }],
    ],
    [
      'a change note removed',
      [{ ...ada, change: 'b2b Grace' }],
      [ada],
      [{ kind: 'note', dj: 'Ada', from: 'b2b Grace', change: null }],
    ],
    [
      'the opening set moved (the edition key changed) but the liked set did not',
      [ada],
      [set('Early', '07-30 10:00', '07-30 11:00'), ada],
      [],
    ],
    [
      'the act plays twice on its stage and the liked set is cancelled: not "moved" onto the other',
      [ada, set('Ada', '08-01 20:00', '08-01 21:00')],
      [set('Ada', '08-01 20:00', '08-01 21:00')],
      [{ kind: 'cancelled', dj: 'Ada' }],
    ],
  ])('%s', (_, before, after, expected) => {
    expect(read(detect(before, after))).toEqual(expected);
  });

  it('reports each liked set separately and leaves likes of other events alone', () => {
    const previous = lineupOf([opener, ada, bea]);
    const otherEvent = lineupOf([ada], { id: 'moon-2026', partyName: 'Moon' });
    const next = lineupOf([opener, { ...ada, room: 1 }]);
    const likes = [...likesOf(otherEvent, 'Ada'), ...likesOf(previous, 'Ada', 'Bea')];
    expect(read(detectLikedChanges(likes, previous, next))).toEqual([
      { kind: 'stage', dj: 'Ada', fromRoom: 0, toRoom: 1 },
      { kind: 'cancelled', dj: 'Bea' },
    ]);
  });
});

describe('changes made while the app was closed (no previous lineup)', () => {
  it.each<[string, SetSpec[], ReturnType<typeof read>]>([
    ['nothing changed', [ada], []],
    [
      'moved: the like remembers the start, not the end',
      [set('Ada', '07-30 23:00', '07-31 00:00')],
      [
        {
          kind: 'time',
          dj: 'Ada',
          from: { start: at('07-30 22:00'), end: null },
          to: { start: at('07-30 23:00'), end: at('07-31 00:00') },
        },
      ],
    ],
    [
      'changed stage',
      [{ ...ada, room: 1 }],
      [{ kind: 'stage', dj: 'Ada', fromRoom: 0, toRoom: 1 }],
    ],
    ['cancelled', [bea], [{ kind: 'cancelled', dj: 'Ada' }]],
    // a like keeps no note, so there is nothing to compare with
    ['a change note added', [{ ...ada, change: 'b2b Grace' }], []],
  ])('%s', (_, after, expected) => {
    expect(read(detect([ada, bea], after, ['Ada'], false))).toEqual(expected);
  });

  it('treats a previous lineup of another event as none', () => {
    const likes = likesOf(lineupOf([opener, ada]), 'Ada');
    const otherEvent = lineupOf([{ ...ada, room: 1 }], { id: 'moon-2026', partyName: 'Moon' });
    const next = lineupOf([opener, { ...ada, room: 1 }]);
    expect(read(detectLikedChanges(likes, otherEvent, next))).toEqual([
      { kind: 'stage', dj: 'Ada', fromRoom: 0, toRoom: 1 },
    ]);
  });
});

describe('changeId: a dismissed notice stays dismissed', () => {
  const likes = likesOf(lineupOf([opener, ada, bea]), 'Ada', 'Bea');
  const ids = (previous: LineupResponse | null, next: LineupResponse) =>
    detectLikedChanges(likes, previous, next).map(changeId);

  const moved = lineupOf([opener, set('Ada', '07-30 23:00', '07-31 00:00', { room: 1 })]);
  const dismissed = new Set(ids(lineupOf([opener, ada, bea]), moved));

  it('names the change, one id per notice', () => {
    expect(dismissed.size).toBe(3); // Ada stage + time, Bea cancelled
    for (const id of dismissed) expect(id).toMatch(/^(time|stage|cancelled|note)-[0-9a-f]{16}$/);
  });

  it.each<[string, LineupResponse | null, LineupResponse]>([
    ['the same lineup seen again after a restart', null, moved],
    [
      'a rebuild with a new hash for an unrelated edit',
      moved,
      lineupOf([
        opener,
        set('Ada', '07-30 23:00', '07-31 00:00', { room: 1 }),
        set('Cem', '07-31 03:00', '07-31 04:00'),
      ]),
    ],
    [
      'the unrelated edit seen after a restart',
      null,
      lineupOf([
        opener,
        set('Ada', '07-30 23:00', '07-31 00:00', { room: 1 }),
        set('Cem', '07-31 03:00', '07-31 04:00'),
      ]),
    ],
  ])('no new notice: %s', (_, previous, next) => {
    for (const id of ids(previous, next)) expect(dismissed).toContain(id);
  });

  it('a further change of a dismissed set is a new notice', () => {
    const again = lineupOf([opener, set('Ada', '07-31 01:00', '07-31 02:00', { room: 1 })]);
    const fresh = ids(moved, again).filter((id) => !dismissed.has(id));
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatch(/^time-/);
  });
});

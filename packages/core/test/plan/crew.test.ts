import { describe, expect, it } from 'vitest';
import {
  addToCrew,
  CREW_MAX,
  type CrewFriend,
  crewMarks,
  crewPlansOf,
  parseCrew,
  removeFromCrew,
  whereIsEveryone,
} from '../../src/plan/crew.ts';
import { encodeSharedPlan } from '../../src/plan/sharePlan.ts';
import { at, EVENT_ID, lineupOf, set, setOf } from './planFixtures.ts';

const lineup = lineupOf([
  set('Ada', '07-30 20:00', '07-30 22:00'),
  set('Bea', '07-30 22:00', '07-31 00:00'),
  set('Cem', '07-30 21:00', '07-30 23:00', { room: 1 }),
]);
const code = (...djs: string[]) =>
  encodeSharedPlan(
    EVENT_ID,
    djs.map((dj) => setOf(lineup, dj)),
    lineup,
  );
const NOW = new Date('2026-07-25T12:00:00Z');

function added(crew: CrewFriend[], input: Parameters<typeof addToCrew>[1]): CrewFriend[] {
  const result = addToCrew(crew, input);
  if (!result.ok) throw new Error(result.reason);
  return result.crew;
}

describe('the crew', () => {
  it('adds a friend by link with a name and the first free colour; their new link replaces the old', () => {
    let crew = added([], { name: '  Ola  ', code: code('Ada'), newId: 'a', now: NOW });
    crew = added(crew, { name: 'Sam', code: code('Bea'), newId: 'b', now: NOW });
    expect(crew.map((f) => [f.name, f.colour])).toEqual([
      ['Ola', 0],
      ['Sam', 1],
    ]);
    crew = added(crew, { friendId: 'a', code: code('Cem', 'Bea'), newId: 'x', now: NOW });
    const plans = crewPlansOf(crew, lineup);
    expect(plans.map((p) => [p.friend.name, p.sets.map((s) => s.dj)])).toEqual([
      ['Ola', ['Cem', 'Bea']],
      ['Sam', ['Bea']],
    ]);
    // removing a friend removes everything of theirs; the colour is free again
    crew = removeFromCrew(crew, 'a');
    expect(crew.map((f) => f.name)).toEqual(['Sam']);
    crew = added(crew, { name: 'Kai', code: code('Ada'), newId: 'c', now: NOW });
    expect(crew.map((f) => f.colour)).toEqual([1, 0]);
  });

  it('refuses a broken link, an empty name and a crew over its size', () => {
    expect(addToCrew([], { name: 'Ola', code: 'nope', newId: 'a', now: NOW })).toEqual({
      ok: false,
      reason: 'link',
    });
    expect(addToCrew([], { name: '   ', code: code('Ada'), newId: 'a', now: NOW })).toEqual({
      ok: false,
      reason: 'name',
    });
    let crew: CrewFriend[] = [];
    for (let i = 0; i < CREW_MAX; i++)
      crew = added(crew, { name: `F${i}`, code: code('Ada'), newId: `f${i}`, now: NOW });
    expect(addToCrew(crew, { name: 'One more', code: code('Ada'), newId: 'z', now: NOW })).toEqual({
      ok: false,
      reason: 'full',
    });
  });

  it('marks the sets all of you go to, and where everyone is now', () => {
    let crew = added([], { name: 'Ola', code: code('Ada', 'Bea'), newId: 'a', now: NOW });
    crew = added(crew, { name: 'Sam', code: code('Bea', 'Cem'), newId: 'b', now: NOW });
    const plans = crewPlansOf(crew, lineup);
    const mine = [setOf(lineup, 'Bea'), setOf(lineup, 'Ada')];
    const marks = crewMarks(plans, mine);
    const read = (dj: string) => {
      const mark = marks.get(setOf(lineup, dj));
      return [mark?.friends.map((f) => f.name), mark?.everyone];
    };
    expect(read('Ada')).toEqual([['Ola'], false]);
    expect(read('Bea')).toEqual([['Ola', 'Sam'], true]);
    expect(read('Cem')).toEqual([['Sam'], false]);

    const where = whereIsEveryone(plans, mine, new Date(at('07-30 21:30')));
    expect(
      where.map((w) => [w.friend?.name ?? 'you', w.now?.dj ?? null, w.next?.dj ?? null]),
    ).toEqual([
      ['you', 'Ada', 'Bea'],
      ['Ola', 'Ada', 'Bea'],
      ['Sam', 'Cem', 'Bea'],
    ]);
  });

  it('reads back what it stored and drops what it cannot read', () => {
    const crew = added([], { name: 'Ola', code: code('Ada'), newId: 'a', now: NOW });
    expect(parseCrew(JSON.stringify(crew))).toEqual(crew);
    expect(parseCrew('{oops')).toEqual([]);
    expect(parseCrew(JSON.stringify([{ id: 'b', name: '', plans: [] }, 5, ...crew]))).toEqual(crew);
  });
});

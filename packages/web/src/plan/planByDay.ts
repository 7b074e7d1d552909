import type { LineupSet, PlanItem } from '@lineup/core';
import type { PlanDay } from './planFormat.ts';

/** a row of the plan: one of the fan's liked sets, or a set only friends picked */
export type Row = { item: PlanItem } | { friendsOnly: LineupSet };

export interface DayOfPlan {
  day: PlanDay;
  rows: Row[];
}

const startOf = (row: Row): number =>
  'item' in row
    ? Date.parse(row.item.set?.start ?? row.item.like.started)
    : Date.parse(row.friendsOnly.start);

/** The fan's items in their order with the friends' other picks put in by start, by day. */
function byDay(
  items: readonly PlanItem[],
  friendsOnly: readonly LineupSet[],
  at: (iso: string) => PlanDay,
): DayOfPlan[] {
  const rows: Row[] = items.map((item) => ({ item }));
  for (const set of friendsOnly) {
    const start = Date.parse(set.start);
    const i = rows.findIndex((row) => startOf(row) > start);
    rows.splice(i === -1 ? rows.length : i, 0, { friendsOnly: set });
  }
  const days: DayOfPlan[] = [];
  for (const row of rows) {
    const day = at(
      'item' in row ? (row.item.set?.start ?? row.item.like.started) : row.friendsOnly.start,
    );
    const last = days.at(-1);
    if (last && last.day.key === day.key) last.rows.push(row);
    else days.push({ day, rows: [row] });
  }
  return days;
}

interface Kept {
  friendsOnly: readonly LineupSet[];
  /** what the days' names depend on besides the items: the zone, tonight, the words */
  naming: string;
  days: DayOfPlan[];
}

// the plan's items are one array per lineup and likes (core's myPlan keeps it): opening My plan
// again finds its days here instead of naming the night of every row again (hundreds of rows
// of a big festival are milliseconds on a phone, in the task that draws the plan's first screen)
const kept = new WeakMap<readonly PlanItem[], Kept>();

const same = (a: readonly LineupSet[], b: readonly LineupSet[]) =>
  a.length === b.length && a.every((set, i) => set === b[i]);

/**
 * The plan's rows by day (byDay), kept per items array while the friends' picks and the
 * naming stay the same. `naming` must change whenever `at` would name a day otherwise
 * (another zone, locale, break hour, or night at now).
 */
export function planByDay(
  items: readonly PlanItem[],
  friendsOnly: readonly LineupSet[],
  naming: string,
  at: () => (iso: string) => PlanDay,
): DayOfPlan[] {
  const held = kept.get(items);
  if (held && held.naming === naming && same(held.friendsOnly, friendsOnly)) return held.days;
  const days = byDay(items, friendsOnly, at());
  kept.set(items, { friendsOnly, naming, days });
  return days;
}

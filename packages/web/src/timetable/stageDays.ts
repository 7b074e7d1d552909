import {
  type DayGroup,
  groupByDay,
  type LineupSet,
  type TimetableRow,
  timetableRows,
} from '@lineup/core';

export interface StageDay {
  group: DayGroup;
  rows: TimetableRow[];
}

/**
 * The stage's rows (core timetableRows over the whole stage, so gaps span midnight and the
 * you-are-here row appears once) cut into the day groups of core groupByDay. A gap or end row
 * stays with the day of the set before it; the you-are-here row moves to the top of the next
 * day when that day is today (a fan arriving in the afternoon sees it under "Today").
 */
export function stageDays(
  roomSets: readonly LineupSet[],
  timeZone: string,
  now: Date,
  ongoing: boolean,
): StageDay[] {
  const groups = groupByDay(roomSets, timeZone, now);
  const dayOf = new Map<LineupSet, number>();
  groups.forEach((group, i) => {
    for (const set of group.sets) dayOf.set(set, i);
  });
  const days: StageDay[] = groups.map((group) => ({ group, rows: [] }));
  const rows = timetableRows(roomSets, now, ongoing);
  let current = 0;
  rows.forEach((row, i) => {
    if (row.kind === 'set') {
      current = dayOf.get(row.set) ?? current;
    } else if (row.kind === 'youAreHere') {
      const next = rows.slice(i + 1).find((r) => r.kind === 'set');
      const nextDay = next?.kind === 'set' ? dayOf.get(next.set) : undefined;
      if (nextDay !== undefined && nextDay !== current && days[nextDay]?.group.isToday) {
        current = nextDay;
      }
    }
    days[current]?.rows.push(row);
  });
  return days;
}

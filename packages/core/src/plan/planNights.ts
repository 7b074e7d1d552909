// The nights of a fan's plan, for a lock-screen picture per night: a festival night runs past
// midnight, so a set that starts in the small hours belongs to the night before (a set at
// 02:00 on Saturday is Friday night's). Screens pass the festival's break hour (nights.ts) so
// the plan, the grid and the picture cut the nights alike.
import { nightOf } from '../time/nights.ts';
import { localDateKey } from '../time/zonedTime.ts';
import type { PlanItem } from './myPlan.ts';

/** sets starting before this local hour belong to the night before */
export const NIGHT_TURN_HOUR = 6;

const HOUR_MS = 3_600_000;

/**
 * The night of an instant as the local date it began on ('YYYY-MM-DD'): the date of the
 * instant NIGHT_TURN_HOUR hours earlier, in the event's zone (so 05:59 is the night before,
 * 06:00 a new day; clock changes move the turn by the change, which no night notices).
 */
export function nightKey(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  return localDateKey(new Date(ms - NIGHT_TURN_HOUR * HOUR_MS).toISOString(), timeZone);
}

export interface PlanNight {
  /** 'YYYY-MM-DD' of the evening the night began */
  key: string;
  /** the sets that still play (missing ones are left out: nothing to go to) */
  items: PlanItem[];
}

/** The plan's sets by night, in time order (the plan's order); cancelled sets are left out. */
export function planNights(
  items: readonly PlanItem[],
  timeZone: string,
  breakHour = NIGHT_TURN_HOUR,
): PlanNight[] {
  const nights: PlanNight[] = [];
  for (const item of items) {
    if (!item.set) continue;
    const key = nightOf(item.set.start, timeZone, breakHour)?.key ?? '';
    const last = nights.at(-1);
    if (last && last.key === key) last.items.push(item);
    else nights.push({ key, items: [item] });
  }
  return nights;
}

import { addDays, nightOfWall } from '../time/wallTime.ts';

/** a festival's nights at the most, so a mistyped year cannot list thousands of nights */
const MAX_NIGHTS = 60;

/**
 * The nights a draft's sets can be on, in order: the event's nights (first to last) and every
 * night a set is on (a set after midnight belongs to the night before).
 */
export function draftNights(model: {
  firstNight: string;
  lastNight: string;
  rows: readonly { start: string }[];
}): string[] {
  const nights = new Set<string>();
  if (model.firstNight) {
    const last = model.lastNight || model.firstNight;
    for (let d = model.firstNight, n = 0; d <= last && n < MAX_NIGHTS; d = addDays(d, 1), n++) {
      nights.add(d);
    }
  }
  for (const row of model.rows) {
    const night = nightOfWall(row.start);
    if (night) nights.add(night);
  }
  return [...nights].sort();
}

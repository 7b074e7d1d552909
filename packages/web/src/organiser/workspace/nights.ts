import { addDays, type DraftModel, nightOfWall } from '@lineup/core';

/** the nights a set can be on: the event's nights and every night a set is on, in order */
export function nightsOf(model: DraftModel): string[] {
  const nights = new Set<string>();
  if (model.firstNight) {
    const last = model.lastNight || model.firstNight;
    for (let d = model.firstNight, n = 0; d <= last && n < 60; d = addDays(d, 1), n++) {
      nights.add(d);
    }
  }
  for (const row of model.rows) {
    const night = nightOfWall(row.start);
    if (night) nights.add(night);
  }
  return [...nights].sort();
}

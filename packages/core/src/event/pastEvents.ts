import { zonedParts } from '../time/zonedTime.ts';
import type { EventMeta } from '../types.ts';

export interface PastEvent {
  id: string;
  label: string;
  start: string | null;
  end: string | null;
  image: string | null;
}

export interface YearGroup {
  /** null: the Unknown group (no usable start) */
  year: number | null;
  events: PastEvent[];
}

function validStart(iso: string | null): string | null {
  return iso && !Number.isNaN(Date.parse(iso)) ? iso : null;
}

/**
 * The events of the past-events page: this event, meta.previousEvents and meta.otherEvents
 * (one entry per id; a previous event's dates win), grouped by the year of their start in
 * the event's time zone, newest year first, the Unknown group last (spec §2). Other events
 * that have not ended yet (next week's club night) are not past: they are left out.
 */
export function pastEventGroups(meta: EventMeta, now: Date): YearGroup[] {
  const byId = new Map<string, PastEvent>();
  byId.set(meta.id, {
    id: meta.id,
    label: meta.partyName,
    start: validStart(meta.beginningSchedule),
    end: meta.endSchedule,
    image: null,
  });
  for (const e of meta.previousEvents) {
    if (byId.has(e.value)) continue;
    byId.set(e.value, {
      id: e.value,
      label: e.key,
      start: validStart(e.start),
      end: e.end,
      image: e.image ?? null,
    });
  }
  for (const e of meta.otherEvents) {
    const id = e.key.replace(/^\/event\//, '');
    if (!id || byId.has(id)) continue;
    const end = e.end ?? null;
    if (end && Date.parse(end) > now.getTime()) continue;
    byId.set(id, { id, label: e.value, start: validStart(e.start ?? null), end, image: null });
  }
  const groups = new Map<number | null, PastEvent[]>();
  for (const event of byId.values()) {
    const year = event.start ? zonedParts(event.start, meta.timeZone).year : null;
    const list = groups.get(year) ?? [];
    list.push(event);
    groups.set(year, list);
  }
  return [...groups.entries()]
    .map(([year, events]) => ({
      year,
      events: events.sort(
        (a, b) =>
          (b.start ? Date.parse(b.start) : 0) - (a.start ? Date.parse(a.start) : 0) ||
          a.label.localeCompare(b.label),
      ),
    }))
    .sort((a, b) => (a.year === null ? 1 : b.year === null ? -1 : b.year - a.year));
}

// Which events are "current": listed and not over for more than a day. /api/current, the
// festival chooser and meta.currentEvents all read it from here.
import type { LoadedEvent } from './loadedEvent.ts';

const DAY_MS = 24 * 60 * 60_000;

/** The first set's start (instant), else the first opening window's, else null. */
export function eventStart(e: LoadedEvent): string | null {
  let first: string | null = null;
  for (const set of e.sets) if (first === null || set.start < first) first = set.start;
  return first ?? [...e.meta.start].sort()[0] ?? null;
}

/** The last set's end (instant), else the last opening window's, else null. */
export function eventEnd(e: LoadedEvent): string | null {
  let last: string | null = null;
  for (const set of e.sets) if (last === null || set.end > last) last = set.end;
  return last ?? [...e.meta.end].sort().at(-1) ?? null;
}

/** listedFrom ≤ now < last set end + 1 day. An event with no times is never current. */
export function isCurrentEvent(e: LoadedEvent, now: Date): boolean {
  const end = eventEnd(e);
  if (end === null) return false;
  const t = now.getTime();
  return Date.parse(e.listedFrom) <= t && t < Date.parse(end) + DAY_MS;
}

/**
 * first start − 1 day ≤ now < last end + 1 day: an event playing, about to or just over (the
 * server builds its answers as it starts). An event with no times is never near.
 */
export function isEventNear(e: LoadedEvent, now: Date): boolean {
  const start = eventStart(e);
  const end = eventEnd(e);
  if (start === null || end === null) return false;
  const t = now.getTime();
  return Date.parse(start) - DAY_MS <= t && t < Date.parse(end) + DAY_MS;
}

function byStart(a: LoadedEvent, b: LoadedEvent): number {
  const sa = eventStart(a) ?? '';
  const sb = eventStart(b) ?? '';
  if (sa !== sb) return sa < sb ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The current events, earliest first start first (ties by id). */
export function currentEventsOf(all: LoadedEvent[], now: Date): LoadedEvent[] {
  return all.filter((e) => isCurrentEvent(e, now)).sort(byStart);
}

/** The current event marked main (the earliest of them), else the earliest current one. */
export function mainCurrentEvent(all: LoadedEvent[], now: Date): LoadedEvent | null {
  const current = currentEventsOf(all, now);
  return current.find((e) => e.main) ?? current[0] ?? null;
}

/** An event by id, or by one of its old ids (`alias: true` → the caller redirects). */
export function findEvent(
  all: LoadedEvent[],
  id: string,
): { event: LoadedEvent; alias: boolean } | null {
  const exact = all.find((e) => e.id === id);
  if (exact) return { event: exact, alias: false };
  const aliased = all.find((e) => e.aliases.includes(id));
  return aliased ? { event: aliased, alias: true } : null;
}

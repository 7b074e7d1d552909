// A festival's lineup one night at a time (DESIGN §11, big festivals): the page a fan opens
// first carries (or fetches) the night it shows, the rest comes after the first paint. A part
// is the spec's lineup answer with only that night's sets, plus an outline of every night so
// the grid can name them all before the rest is there. The whole answer stays as it is.
import { type FestivalNight, festivalNights, openingNight } from '../time/nights.ts';
import type { LineupResponse, LineupSet } from '../types.ts';

/** a night without its sets: what the grid's night buttons and headings need */
export type NightOutline = Omit<FestivalNight, 'sets'>;

export interface LineupPartInfo {
  /** the night the part holds (its key, 'YYYY-MM-DD') */
  night: string;
  /** every night of the festival, in date order */
  nights: NightOutline[];
}

/** A night's key as the query string names it: a calendar date. */
export const NIGHT_KEY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The ETag base of a part: the whole answer's hash with the night, so a part and the whole
 * never stand in for each other in If-None-Match, and both change with the same data version.
 */
export function partHash(hash: string, night: string): string {
  return `${hash}-${night}`;
}

/** the lineup's nights (core's festivalNights in the event's zone) */
export function lineupNights(lineup: LineupResponse): FestivalNight[] {
  return festivalNights(lineup.sets, lineup.meta.timeZone);
}

export function outlineOf({ sets: _sets, ...outline }: FestivalNight): NightOutline {
  return outline;
}

/**
 * The part of `lineup` for the night `key` (null: no such night). Its sets are exactly that
 * night's sets per stage, by start; its set cursors count within them; the rest is the whole's.
 */
export function lineupPart(
  lineup: LineupResponse,
  key: string,
  nights: readonly FestivalNight[] = lineupNights(lineup),
): LineupResponse | null {
  const night = nights.find((n) => n.key === key);
  if (!night) return null;
  const sets = lineup.sets.map((_, room) => night.sets[room] ?? []);
  const setCursors = sets.map((part, room) => partCursor(lineup, room, part));
  return {
    ...lineup,
    hash: partHash(lineup.hash, key),
    sets,
    setCursors,
    part: { night: key, nights: nights.map(outlineOf) },
  };
}

/** the whole's cursor of `room` (first set not over) as an index into the part's sets */
function partCursor(lineup: LineupResponse, room: number, part: readonly LineupSet[]): number {
  const whole = lineup.sets[room] ?? [];
  const cursor = lineup.setCursors[room] ?? whole.length;
  const over = new Set(whole.slice(0, cursor));
  let n = 0;
  while (n < part.length && over.has(part[n]!)) n++;
  return n;
}

/** the night a page opened at `now` shows first (core's openingNight); null: no nights */
export function openingPart(
  lineup: LineupResponse,
  now: Date,
  nights: readonly FestivalNight[] = lineupNights(lineup),
): LineupResponse | null {
  const index = openingNight(nights, now);
  const night = nights[index];
  return night ? lineupPart(lineup, night.key, nights) : null;
}

// A loaded event → the lineup response every visitor gets (DESIGN §5). Nothing in it varies
// per user; `hash` covers all the rest, so it changes exactly when what is served changes.
import { LATEST_TRACKS_MAX } from '../constants.ts';
import { currentEventsOf, eventEnd, eventStart } from '../event/currentEvents.ts';
import type { LoadedEvent, LoadedSet } from '../event/loadedEvent.ts';
import { zonedParts } from '../time/zonedTime.ts';
import type {
  EventMeta,
  KeyValue,
  LineupResponse,
  LineupSet,
  PreviousEvent,
  Track,
} from '../types.ts';
import { canonicalJson, contentHash } from './hash.ts';
import { shortCode } from './shortCode.ts';

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function bySetStart(a: LoadedSet, b: LoadedSet): number {
  return compareText(a.start, b.start) || compareText(a.dj, b.dj);
}

/** "Sunrise 2025": the name plus the year it began, unless the name already says it. */
function editionLabel(e: LoadedEvent, start: string): string {
  const year = String(zonedParts(start, e.meta.timeZone).year);
  return e.meta.partyName.includes(year) ? e.meta.partyName : `${e.meta.partyName} ${year}`;
}

/** The other editions of the event's series that began before it (newest first) or after it
 * (soonest first). */
function editionsOf(
  event: LoadedEvent,
  all: LoadedEvent[],
  side: 'before' | 'after',
): PreviousEvent[] {
  const start = eventStart(event);
  if (event.series === null || start === null) return [];
  return all
    .filter((e) => e.id !== event.id && e.series === event.series)
    .map((e) => ({ e, start: eventStart(e) }))
    .filter(
      (x): x is { e: LoadedEvent; start: string } =>
        x.start !== null && (side === 'before' ? x.start < start : x.start > start),
    )
    .sort((a, b) =>
      side === 'before' ? compareText(b.start, a.start) : compareText(a.start, b.start),
    )
    .map(({ e, start: s }) => ({
      key: editionLabel(e, s),
      value: e.id,
      start: s,
      end: eventEnd(e),
      image: null,
    }));
}

function eventLink(e: LoadedEvent): KeyValue {
  return { key: `/event/${e.id}`, value: e.meta.partyName };
}

function lineupSet(event: LoadedEvent, set: LoadedSet, beginning: string): LineupSet {
  const change = set.change?.trim() ?? '';
  const roomName = event.meta.rooms[set.room] ?? '';
  const isMarkerSet = set.dj.trim() === '?';
  const out: LineupSet = {
    dj: set.dj,
    room: set.room,
    start: set.start,
    end: set.end,
    meta: set.meta,
    s: shortCode(event.id, set.dj),
    djAndChange: change === '' || change.startsWith('*') ? set.dj : `${set.dj} (${change})`,
    isMarkerSet,
    isItalic: isMarkerSet,
    partyName: event.meta.partyName,
    title: `${set.dj} @ ${roomName}`,
    beginningSchedule: beginning,
  };
  if (change !== '') out.change = change;
  return out;
}

function byTrackStart(a: Track, b: Track): number {
  // tracks without a start go last, then by title
  return compareText(a.start ?? '\uffff', b.start ?? '\uffff') || compareText(a.key, b.key);
}

function byCreatedDesc(a: Track, b: Track): number {
  return compareText(b.createdAt ?? '', a.createdAt ?? '') || compareText(a.key, b.key);
}

/** The response of /api/lineup/{event} for `event` at `now`, among all loaded events. */
export function buildLineup(event: LoadedEvent, all: LoadedEvent[], now: Date): LineupResponse {
  const roomCount = event.meta.rooms.length;
  // from sets only: opening windows do not make a schedule
  const beginningSchedule = event.sets.length > 0 ? eventStart(event) : null;
  const endSchedule = event.sets.length > 0 ? eventEnd(event) : null;
  const nowIso = now.toISOString();

  const sets: LineupSet[][] = Array.from({ length: roomCount }, () => []);
  for (const set of [...event.sets].sort(bySetStart)) {
    sets[set.room]?.push(lineupSet(event, set, beginningSchedule ?? ''));
  }
  const setCursors = sets.map((room) => {
    const i = room.findIndex((set) => set.end > nowIso);
    return i < 0 ? room.length : i;
  });

  const tracks: Track[][] = Array.from({ length: roomCount }, () => []);
  for (const track of [...event.tracks].sort(byTrackStart)) tracks[track.room]?.push(track);
  const latestTracks = [...event.tracks].sort(byCreatedDesc).slice(0, LATEST_TRACKS_MAX);

  const meta: EventMeta = {
    id: event.id,
    ...event.meta,
    beginningSchedule,
    endSchedule,
    previousEvents: editionsOf(event, all, 'before'),
    nextEdition: editionsOf(event, all, 'after')[0] ?? null,
    otherEvents: all
      .filter((e) => e.id !== event.id)
      .sort(
        (a, b) => compareText(eventStart(a) ?? '', eventStart(b) ?? '') || compareText(a.id, b.id),
      )
      .map((e) => ({ ...eventLink(e), start: eventStart(e), end: eventEnd(e) })),
    currentEvents: currentEventsOf(all, now).map(eventLink),
  };

  const body = { meta, sets, setCursors, tracks, latestTracks };
  return { hash: contentHash(canonicalJson(body)), ...body };
}

/** Every set of every event by its short code (/s/{code}); an act's earliest set wins. */
export function buildLineupIndex(
  all: LoadedEvent[],
): Map<string, { event: LoadedEvent; set: LoadedSet }> {
  const index = new Map<string, { event: LoadedEvent; set: LoadedSet }>();
  for (const event of all) {
    for (const set of [...event.sets].sort(bySetStart)) {
      const code = shortCode(event.id, set.dj);
      if (!index.has(code)) index.set(code, { event, set });
    }
  }
  return index;
}

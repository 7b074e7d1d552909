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

/** the keys of meta that show the other events: they move when another event changes */
export type SharedMetaKey = 'previousEvents' | 'nextEdition' | 'otherEvents' | 'currentEvents';
const SHARED_META_KEYS: readonly SharedMetaKey[] = [
  'previousEvents',
  'nextEdition',
  'otherEvents',
  'currentEvents',
];

/**
 * What of an event's answer depends on that event alone: the bulk of it (sets, tracks, the
 * meta the event gives). The same for as long as the event is: the server builds, hashes and
 * compresses it once per version of the event, whatever the other events do (issue 38: a
 * rename of one event must not rebuild every event's answer).
 */
export interface LineupOwnPart {
  sets: LineupSet[][];
  tracks: Track[][];
  latestTracks: Track[];
  meta: Omit<EventMeta, SharedMetaKey>;
}

/** What of an answer moves with the other events (their names and dates) and with the time. */
export interface LineupSharedPart {
  previousEvents: PreviousEvent[];
  nextEdition: PreviousEvent | null;
  otherEvents: EventMeta['otherEvents'];
  currentEvents: KeyValue[];
  setCursors: number[];
}

export function lineupOwnPart(event: LoadedEvent): LineupOwnPart {
  const roomCount = event.meta.rooms.length;
  // from sets only: opening windows do not make a schedule
  const beginningSchedule = event.sets.length > 0 ? eventStart(event) : null;
  const endSchedule = event.sets.length > 0 ? eventEnd(event) : null;

  const sets: LineupSet[][] = Array.from({ length: roomCount }, () => []);
  for (const set of [...event.sets].sort(bySetStart)) {
    sets[set.room]?.push(lineupSet(event, set, beginningSchedule ?? ''));
  }
  const tracks: Track[][] = Array.from({ length: roomCount }, () => []);
  for (const track of [...event.tracks].sort(byTrackStart)) tracks[track.room]?.push(track);
  const latestTracks = [...event.tracks].sort(byCreatedDesc).slice(0, LATEST_TRACKS_MAX);

  const meta: Record<string, unknown> = { id: event.id, ...event.meta };
  for (const key of SHARED_META_KEYS) delete meta[key];
  meta.beginningSchedule = beginningSchedule;
  meta.endSchedule = endSchedule;
  return { sets, tracks, latestTracks, meta: meta as LineupOwnPart['meta'] };
}

/** the hash of an own part (the bulk of an answer's hash: computed once per event version) */
export function lineupOwnHash(own: LineupOwnPart): string {
  return contentHash(canonicalJson(own));
}

/** what the set cursors read of an own part: each stage's set ends, in the order of its sets */
export function lineupSetEnds(own: Pick<LineupOwnPart, 'sets'>): string[][] {
  return own.sets.map((room) => room.map((set) => set.end));
}

/** what of the shared part shows the other events (all of it but the set cursors) */
export type LineupAround = Omit<LineupSharedPart, 'setCursors'>;

/** the other events as an event's answer shows them: a pass over the events, not their sets' */
export function lineupAround(event: LoadedEvent, all: LoadedEvent[], now: Date): LineupAround {
  return {
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
}

/** each stage's first set not over at `now` (its sets' count when all are) */
export function lineupSetCursors(setEnds: readonly (readonly string[])[], now: Date): number[] {
  const nowIso = now.toISOString();
  return setEnds.map((room) => {
    const i = room.findIndex((end) => end > nowIso);
    return i < 0 ? room.length : i;
  });
}

export function lineupSharedPart(
  event: LoadedEvent,
  setEnds: readonly (readonly string[])[],
  all: LoadedEvent[],
  now: Date,
): LineupSharedPart {
  return { ...lineupAround(event, all, now), setCursors: lineupSetCursors(setEnds, now) };
}

/** the answer's hash: it covers all the rest, so it changes exactly when what is served does */
export function lineupHash(ownHash: string, shared: LineupSharedPart): string {
  return contentHash(`${ownHash}\n${canonicalJson(shared)}`);
}

/** the answer made of its two parts, in the order the server writes it */
export function assembleLineup(
  own: LineupOwnPart,
  shared: LineupSharedPart,
  hash: string,
): LineupResponse {
  const { setCursors, ...around } = shared;
  return {
    sets: own.sets,
    tracks: own.tracks,
    latestTracks: own.latestTracks,
    meta: { ...own.meta, ...around } as EventMeta,
    setCursors,
    hash,
  };
}

/** The response of /api/lineup/{event} for `event` at `now`, among all loaded events. */
export function buildLineup(event: LoadedEvent, all: LoadedEvent[], now: Date): LineupResponse {
  return buildLineupAround(event, lineupAround(event, all, now), now);
}

/**
 * buildLineup with the other events already read (`lineupAround`), so the rest can be built
 * where the other events are not (a worker thread); `ownHash`, when the own part's hash of
 * this very event is known already (lineupOwnHash), is not computed again.
 */
export function buildLineupAround(
  event: LoadedEvent,
  around: LineupAround,
  now: Date,
  ownHash?: string,
): LineupResponse {
  const own = lineupOwnPart(event);
  const shared: LineupSharedPart = {
    ...around,
    setCursors: lineupSetCursors(lineupSetEnds(own), now),
  };
  return assembleLineup(own, shared, lineupHash(ownHash ?? lineupOwnHash(own), shared));
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

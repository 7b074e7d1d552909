// A lineup as a frab/c3voc schedule (DESIGN §11 "Open data"): the model both schedule.xml and
// schedule.json are written from, so apps that read conference schedules (EventFahrplan,
// Giggity, ConfClerk) can load a festival. Days are the festival's nights (a set at 02:00 on
// Saturday is Friday's), times are written in the event's zone with their UTC offset.
// Placeholder sets ("?": a slot whose act is not known yet) are listed as such: title "?" (as
// the organisers write it, so an import of the file reads a placeholder again), no person, and
// "Act to be announced" as the subtitle. The formats need at least one day: an event without
// sets has a day per opening window (meta.start/end), or one empty day at the export's date.

import { utcOffsetMinutes } from '../calendar/zoneOffsets.ts';
import { contentHash } from '../lineup/hash.ts';
import { isSafeUrl, parseLinkKey } from '../links/links.ts';
import { DEFAULT_BREAK_HOUR, festivalNights } from '../time/nights.ts';
import { localDateKey } from '../time/zonedTime.ts';
import type { LineupResponse, LineupSet } from '../types.ts';

const MINUTE_MS = 60_000;
/** the schedule's grid step as frab names it; sets are placed to the minute anyway */
export const FRAB_TIMESLOT = '00:15';
/** a placeholder set's title (the organisers' "?") and the words an app shows under it */
export const PLACEHOLDER_TITLE = '?';
export const PLACEHOLDER_TEXT = 'Act to be announced';
/** the largest event id: ids are hashed into 31 bits so they stay when sets are added */
const ID_SPACE = 0x7fffffff;

export interface FrabLink {
  url: string;
  title: string;
}

export interface FrabEvent {
  /** positive, unique in the schedule, the same for the same set in the next export */
  id: number;
  guid: string;
  slug: string;
  room: string;
  title: string;
  /** the set's change note ('' without one) */
  subtitle: string;
  /** local start with offset: 2026-07-30T22:00:00+02:00 */
  date: string;
  /** local end with offset */
  end: string;
  /** HH:MM local */
  start: string;
  /** HH:MM */
  duration: string;
  /** the set in the app (its act sheet) */
  url: string;
  persons: string[];
  links: FrabLink[];
  /** the set as it is in the lineup */
  set: LineupSet;
}

export interface FrabRoom {
  name: string;
  guid: string;
  events: FrabEvent[];
}

export interface FrabDay {
  /** 1-based */
  index: number;
  /** YYYY-MM-DD: the date the night is named after */
  date: string;
  /** first start and last end of the night, local with offset */
  start: string;
  end: string;
  /** every stage, in the lineup's order (empty when it plays no set that night) */
  rooms: FrabRoom[];
}

export interface FrabScheduleModel {
  /** a hash of the stages and sets: apps compare it to see a new version (the lineup's own
   * hash also moves when a set ends, which changes nothing here) */
  version: string;
  title: string;
  /** the event id, lowercase letters, digits and _ (c3voc's acronym) */
  acronym: string;
  timeZone: string;
  /** YYYY-MM-DD of the first and the last day (of the opening windows, or the export's
   * date, without sets) */
  start: string;
  end: string;
  /** the event's page in the app */
  url: string;
  baseUrl: string;
  rooms: { name: string; guid: string }[];
  days: FrabDay[];
}

export interface FrabExportOptions {
  /** public origin of the app, e.g. https://lineup.example */
  origin: string;
  /** the day of an event without sets or opening windows (default: now) */
  now?: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Local wall-clock fields and UTC offset of instants in one zone. The offset is read from
 * Intl once per hour of UTC (zones change offset on the hour or half hour, and a lookup at
 * both ends of the hour catches a change inside it); the fields are then plain arithmetic.
 * A 15,000-set festival took seconds with an Intl call per field.
 */
export class ZoneClock {
  readonly #zone: string;
  readonly #offsets = new Map<number, number>();

  constructor(timeZone: string) {
    this.#zone = timeZone;
  }

  /** minutes east of UTC at `ms` */
  offset(ms: number): number {
    const minute = Math.floor(ms / MINUTE_MS) * MINUTE_MS;
    const hour = Math.floor(minute / 3_600_000);
    let known = this.#offsets.get(hour);
    if (known === undefined) {
      const atStart = utcOffsetMinutes(hour * 3_600_000, this.#zone);
      const atEnd = utcOffsetMinutes(hour * 3_600_000 + 3_599_999, this.#zone);
      // NaN marks an hour with a change inside it: asked minute by minute
      known = atStart === atEnd ? atStart : Number.NaN;
      this.#offsets.set(hour, known);
    }
    return Number.isNaN(known) ? utcOffsetMinutes(minute, this.#zone) : known;
  }

  /** local time with the offset: 2026-07-30T22:00:00+02:00 */
  iso(iso: string): string {
    const ms = Date.parse(iso);
    const offset = this.offset(ms);
    const local = new Date(Math.floor(ms / 1000) * 1000 + offset * MINUTE_MS);
    const sign = offset < 0 ? '-' : '+';
    const abs = Math.abs(offset);
    return (
      `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
      `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}` +
      `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
    );
  }
}

/** An instant as local time with the zone's offset at that instant. */
export function localIsoWithOffset(iso: string, timeZone: string): string {
  return new ZoneClock(timeZone).iso(iso);
}

/** A minute count as frab's HH:MM (hours may pass 24 for an all-night set). */
export function frabDuration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** 128 stable bits from a text, shaped as an RFC 9562 version-8 (custom) UUID. */
export function stableUuid(text: string): string {
  const hex = `${contentHash(text)}${contentHash(`${text}\u0000uuid`)}`;
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** c3voc's acronym: at least 4 of [a-z0-9_] (event ids use "-", which its JSON schema refuses) */
export function frabAcronym(eventId: string): string {
  const cleaned = eventId.toLowerCase().replace(/[^a-z0-9_]+/g, '_');
  return cleaned.padEnd(4, '_');
}

/** [a-z0-9-] words of a name, accents dropped ('' when nothing latin is left) */
function slugWords(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

function linksOf(set: LineupSet, origin: string): FrabLink[] {
  const links: FrabLink[] = [];
  for (const entry of set.meta) {
    const key = parseLinkKey(entry.key);
    // pictures are no links an app lists
    if (!key || key.isAvatar || !isSafeUrl(entry.value)) continue;
    // a file the server ships is named from its root: another app needs the whole address
    const url = entry.value.startsWith('/') ? `${origin}${entry.value}` : entry.value;
    links.push({ url, title: key.label ?? key.kind });
  }
  return links;
}

/** the change note as fans read it ("*" marks a note shown without brackets) */
function noteOf(set: LineupSet): string {
  return (set.change ?? '').trim().replace(/^\*\s*/, '');
}

/** a placeholder's subtitle: "Act to be announced", with its note in brackets */
export function placeholderSubtitle(set: LineupSet): string {
  const note = noteOf(set);
  return note ? `${PLACEHOLDER_TEXT} (${note})` : PLACEHOLDER_TEXT;
}

/** the empty days of an event without sets: one per night of its opening windows */
function emptyDays(
  lineup: LineupResponse,
  clock: ZoneClock,
  now: Date,
): { date: string; start: string; end: string }[] {
  const { meta } = lineup;
  const days = new Map<string, { date: string; start: string; end: string }>();
  meta.start.forEach((start, i) => {
    const end = meta.end[i];
    if (!end || !(Date.parse(end) >= Date.parse(start))) return;
    // named after the evening, as a night of sets is: a window opening at 02:00 is the day before's
    const date = localDateKey(
      new Date(Date.parse(start) - DEFAULT_BREAK_HOUR * 3_600_000).toISOString(),
      meta.timeZone,
    );
    const held = days.get(date);
    if (!held) days.set(date, { date, start, end });
    else {
      if (Date.parse(start) < Date.parse(held.start)) held.start = start;
      if (Date.parse(end) > Date.parse(held.end)) held.end = end;
    }
  });
  if (days.size > 0) {
    return [...days.values()]
      .sort((a, b) => (a.date < b.date ? -1 : 1))
      .map((d) => ({ date: d.date, start: clock.iso(d.start), end: clock.iso(d.end) }));
  }
  const at = clock.iso(now.toISOString());
  return [{ date: localDateKey(now.toISOString(), meta.timeZone), start: at, end: at }];
}

/** The schedule of a lineup: every set with valid times (placeholders as such), by night. */
export function frabSchedule(lineup: LineupResponse, opts: FrabExportOptions): FrabScheduleModel {
  const { meta } = lineup;
  const timeZone = meta.timeZone;
  const origin = opts.origin.replace(/\/+$/, '');
  const acronym = frabAcronym(meta.id);
  const rooms = meta.rooms.map((name, i) => ({
    name,
    guid: stableUuid(`${meta.id}\u0000room\u0000${i}\u0000${name}`),
  }));
  const nights = festivalNights(lineup.sets, timeZone);
  const clock = new ZoneClock(timeZone);
  const usedIds = new Set<number>();
  // an act playing a stage twice: its second set is its own event, with its own identity
  const occurrences = new Map<string, number>();
  const eventOf = (room: { name: string }, set: LineupSet): FrabEvent => {
    const key = `${set.room}\u0000${set.dj}`;
    const occurrence = occurrences.get(key) ?? 0;
    occurrences.set(key, occurrence + 1);
    const identity = `${meta.id}\u0000${set.s}\u0000${set.room}\u0000${occurrence}`;
    const guid = stableUuid(identity);
    let id = (Number.parseInt(guid.slice(0, 8), 16) % ID_SPACE) + 1;
    while (usedIds.has(id)) id = (id % ID_SPACE) + 1;
    usedIds.add(id);
    const minutes = (Date.parse(set.end) - Date.parse(set.start)) / MINUTE_MS;
    const date = clock.iso(set.start);
    const placeholder = set.isMarkerSet;
    const words = placeholder ? '' : slugWords(set.dj);
    const page = `${origin}/lineup/${encodeURIComponent(meta.id)}`;
    return {
      id,
      guid,
      slug: `${acronym}-${id}${words ? `-${words}` : ''}`,
      room: room.name,
      title: placeholder ? PLACEHOLDER_TITLE : set.dj,
      subtitle: placeholder ? placeholderSubtitle(set) : noteOf(set),
      date,
      end: clock.iso(set.end),
      start: date.slice(11, 16),
      duration: frabDuration(minutes),
      // a placeholder has no act sheet: its stage's lineup
      url: placeholder
        ? `${page}/${encodeURIComponent(meta.stageUrls[set.room] ?? String(set.room))}`
        : `${page}?s=${encodeURIComponent(set.dj)}`,
      persons: placeholder ? [] : [set.dj],
      links: placeholder ? [] : linksOf(set, origin),
      set,
    };
  };
  const days: FrabDay[] =
    nights.length > 0
      ? nights.map((night, n) => ({
          index: n + 1,
          date: night.key,
          start: clock.iso(night.start),
          end: clock.iso(night.end),
          rooms: rooms.map((room, r) => ({
            ...room,
            events: (night.sets[r] ?? []).map((set) => eventOf(room, set)),
          })),
        }))
      : emptyDays(lineup, clock, opts.now ?? new Date()).map((day, n) => ({
          index: n + 1,
          ...day,
          rooms: rooms.map((room) => ({ ...room, events: [] })),
        }));
  return {
    version: contentHash(
      [
        meta.partyName,
        timeZone,
        meta.rooms.join('\u0001'),
        ...days.map((d) => `${d.date}\u0001${d.start}\u0001${d.end}`),
        ...days.flatMap((d) =>
          d.rooms.flatMap((r) =>
            r.events.map((e) =>
              [r.name, e.title, e.subtitle, e.date, e.duration, ...e.links.map((l) => l.url)].join(
                '\u0001',
              ),
            ),
          ),
        ),
      ].join('\u0002'),
    ),
    title: meta.partyName,
    acronym,
    timeZone,
    start: days[0]?.date ?? '',
    end: days[days.length - 1]?.date ?? '',
    url: `${origin}/event/${encodeURIComponent(meta.id)}`,
    baseUrl: `${origin}/`,
    rooms,
    days,
  };
}

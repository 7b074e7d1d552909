// The shapes shared by server and web. Field names follow spec §3 and DESIGN §4–§5.
// Every date on the wire is an ISO-8601 instant string in UTC ("2026-07-30T20:00:00.000Z").
import type { LineupPartInfo } from './lineup/nightPart.ts';

export const LOCALES = ['en', 'de', 'fr', 'pl'] as const;
export type Locale = (typeof LOCALES)[number];

export type Prefix = 'festival' | 'duck';
export type PartyKind = 'bunny' | 'duck' | 'demo';
export type ClientMode = 'desktop' | 'mobileWeb' | 'mobileApp';

/** A generic key/value pair as the spec uses it (currentEvents, otherEvents, tracks…). */
export interface KeyValue {
  key: string;
  value: string;
}

/**
 * One link or picture of an act. `key` is `kind` or `kind.label` (label = tooltip),
 * e.g. `soundcloud`, `instagram.Ada's photos`, `avatar.soundcloud`, `avatarDefault`.
 * `orange` is never set by the server (responses do not vary per user); the client sets it.
 */
export interface MetaEntry {
  key: string;
  value: string;
  orange?: boolean;
}

/** Another loaded event: key = /event/{id}, value = name, with its first start and last end. */
export interface OtherEvent extends KeyValue {
  start?: string | null;
  end?: string | null;
}

export interface PreviousEvent {
  /** label shown, e.g. "Sunrise 2025" */
  key: string;
  /** event id (for /event/{id}) */
  value: string;
  start: string | null;
  end: string | null;
  image?: string | null;
}

export interface EventMeta {
  /** the event id: the {festival} of every URL */
  id: string;
  partyName: string;
  partyUrl?: string;
  prefix: Prefix;
  kind: PartyKind;
  /** room display names; index = stage index */
  rooms: string[];
  /** same as rooms (the spec names both) */
  stages: string[];
  /** one slug per room */
  stageUrls: string[];
  /** one emoji per room */
  emoticons: string[];
  /** one picture per room or null */
  roomImages: (string | null)[];
  roomYouAreHereEmoticon: string;
  /** earliest set start (instant) or null when there are no sets */
  beginningSchedule: string | null;
  /** latest set end (instant) or null when there are no sets */
  endSchedule: string | null;
  /** opening windows, paired: [start[i], end[i]] (instants) */
  start: string[];
  end: string[];
  /** IANA time zone of the event */
  timeZone: string;
  nowText1Map?: Partial<Record<Locale, string>>;
  nowText2Map?: Partial<Record<Locale, string>>;
  nowMapImage?: string;
  nowImage2?: string;
  /** same series, newest first */
  previousEvents: PreviousEvent[];
  /** the soonest edition of the same series that begins after this one (a fan of an event
   * that is over looks for it) */
  nextEdition?: PreviousEvent | null;
  /** all other loaded events: key = path (/event/{id}), value = name, with their dates */
  otherEvents: OtherEvent[];
  /** events current at build time: key = /event/{id}, value = label */
  currentEvents: KeyValue[];
  debugLogs?: string[];
  showTracksPage?: boolean;
  mobileAppName?: string;
  aboutShowPatreonIcon?: boolean;
  nowShowShallowBunnyAd?: boolean;
  nowShowDataSourceAd?: boolean;
  /** nowShow{product}Ad flags other than the two above */
  [flag: `nowShow${string}Ad`]: boolean | undefined;
  soundcloudClientID?: string;
  soundcloudRedirectUri?: string;
  /** the provider's authorization page; set by the server from its configuration */
  soundcloudAuthUrl?: string;
}

export interface LineupSet {
  dj: string;
  /** stage index */
  room: number;
  start: string;
  end: string;
  meta: MetaEntry[];
  change?: string;
  /** short code: derived from event id + dj, stable when times change */
  s: string;
  /** dj plus " (change)" unless the change starts with "*" */
  djAndChange: string;
  /** true for "?" placeholder sets (unknown act / closed slot) */
  isMarkerSet: boolean;
  /** printed in italics: marker sets */
  isItalic: boolean;
  partyName: string;
  /** "dj @ room" */
  title: string;
  /** the event's beginningSchedule (identity of the edition for likes) */
  beginningSchedule: string;
}

export interface Track {
  key: string;
  value: string;
  dj: string;
  room: number;
  start: string | null;
  end: string | null;
  createdAt: string | null;
  image: string | null;
}

export interface LineupResponse {
  hash: string;
  meta: EventMeta;
  /** sets[i]: room i's sets sorted by start */
  sets: LineupSet[][];
  /** index of the first set in room i that had not ended when the response was built */
  setCursors: number[];
  /** tracks[i]: room i's tracks */
  tracks: Track[][];
  /** newest tracks first (by createdAt), at most 12 */
  latestTracks: Track[];
  /**
   * only in a part of the lineup (`?night=`, lineup/nightPart.ts): the night its sets are and
   * an outline of every night; the whole answer has no such field
   */
  part?: LineupPartInfo;
}

/** A liked set as stored in the browser (likedDJs) and on the server. */
export interface LikeEntry {
  dj: string;
  room: number;
  partyName: string;
  title: string;
  beginningSchedule: string;
  /** the set's start instant */
  started: string;
  meta: MetaEntry[];
  /** when it was liked (ISO instant); used by the last-writer-wins merge */
  likedAt?: string;
  /**
   * the event's IANA time zone, so the liked list shows another party's times in its zone.
   * Absent on likes stored before it existed; the server keeps no copy of it.
   */
  timeZone?: string;
  /**
   * The id of the event the set was liked in (DESIGN §11): sent by this app beside the spec's
   * fields, so two events whose first sets start at the same minute keep their likes apart.
   * Absent on older likes, which are matched by their edition time as before.
   */
  eventId?: string;
}

/** A like taken back, sent in `removed` and kept by the server as a tombstone. */
export interface RemovedLike {
  dj: string;
  room: number;
  beginningSchedule: string;
  removedAt: string;
}

export interface LikesRequest {
  token: string;
  likes: LikeEntry[];
  removed?: RemovedLike[];
}

export interface LikesResponse {
  token: string;
  likes: LikeEntry[];
  following: string[];
}

export interface LoginResponse {
  bunny_token: string;
  following: string[];
}

export interface ShortLinkResponse {
  url: string;
}

/** A problem found while loading an event file. `line` is 1-based (YAML and JSON). */
export interface Diagnostic {
  path: string;
  line?: number;
  /** short rule id, e.g. "meta.rooms", "set.dj", "set.date", "set.room", "link.protocol" */
  rule: string;
  message: string;
  /** the values the message names (act, stage, times…), so a page can word the rule in its own language */
  params?: Record<string, string | number>;
}

/**
 * What a room is doing at an instant (spec §4). Computed by core `roomState`, worded by the UI.
 * - playing: `current` plays now. `closingSoon`: it ends within 5 minutes. `closing`: after it
 *   the room closes (no next set, or the pause to the next exceeds 120 minutes); `pauseMinutes`
 *   is the gap between current and next when there is one (0 when back to back).
 * - pause: between two sets, gap ≤ 120 minutes; `pauseMinutes` is the whole gap, `minutesLeft`
 *   the part still to wait (rounded up to whole minutes), `next` follows.
 * - closedUntil: between two sets with a gap over 120 minutes, or before the first set.
 *   `opened` = the room had a set earlier (show "closed until", else "will open").
 * - break: `now` is outside every opening window (meta start/end) while windows exist and later
 *   ones follow; `reopens` is the next window's start.
 * - closed: no set is left in this room.
 * - noData: the room has no sets at all (missing-data warning).
 */
export type RoomState =
  | {
      kind: 'playing';
      current: LineupSet;
      next: LineupSet | null;
      justStarted: boolean;
      closingSoon: boolean;
      closing: boolean;
      pauseMinutes: number | null;
    }
  | {
      kind: 'pause';
      previous: LineupSet;
      next: LineupSet;
      pauseMinutes: number;
      minutesLeft: number;
    }
  | { kind: 'closedUntil'; next: LineupSet; opened: boolean }
  | { kind: 'break'; next: LineupSet | null; reopens: string | null }
  | { kind: 'closed'; last: LineupSet }
  | { kind: 'noData' };

export type SetStatus = 'finished' | 'running' | 'upcoming';

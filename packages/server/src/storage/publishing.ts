// What the storage keeps for publishing from the browser (issue 14, DESIGN §9): organisers,
// the versions of published events, their drafts (issue 26) and uploaded pictures. A part of Storage of its own, so the
// likes side stays as it was; both databases implement it with the same SQL.

export interface Organiser {
  id: string;
  name: string;
  /** the events this organiser may publish and see */
  events: string[];
  createdAt: string;
  /** a moderator may only accept and refuse fans' reports of its events (issue 34) */
  role: OrganiserRole;
}

export type OrganiserRole = 'organiser' | 'moderator';

export interface NewOrganiser {
  id: string;
  name: string;
  tokenHash: string;
  events: string[];
  now: Date;
  role?: OrganiserRole;
}

/** who published: null id for the operator (ORGANISER_TOKEN) */
export interface Publisher {
  id: string | null;
  name: string;
}

export interface EventVersionInfo {
  eventId: string;
  version: number;
  /** what the text was made from: yaml, json, csv, frab, shallowbunny, rollback */
  format: string;
  publishedAt: string;
  organiserId: string | null;
  organiserName: string;
  note: string;
}

export interface EventVersion extends EventVersionInfo {
  /** the event file's text (YAML or JSON), as fans get it */
  text: string;
}

/** how much of an event's history is kept: the live version always, older ones within both */
export interface HistoryBounds {
  versions: number;
  bytes: number;
}

export interface NewVersion {
  eventId: string;
  text: string;
  format: string;
  publisher: Publisher;
  note: string;
  now: Date;
  /**
   * the live version this text was made from: when another version was published since, the
   * publish throws BaseMovedError and stores nothing (an accepted report never undoes it)
   */
  baseVersion?: number;
  /** deletes the event's draft in the same transaction (the draft became this version) */
  discardDraft?: boolean;
  /** older versions beyond these are deleted in the same transaction; unset: all kept */
  keep?: HistoryBounds;
}

export interface PublishOutcome extends EventVersionInfo {
  /** false: the text is the live version's already; nothing was stored, that version stands */
  stored: boolean;
}

/** an event's work in progress (one per event) */
export interface EventDraft {
  eventId: string;
  text: string;
  format: string;
  baseVersion: number | null;
  updatedAt: string;
  updatedBy: string;
  /** JSON of the rows the last import could not read (ReportDiagnostic[]) */
  skippedRows: string;
  /** counts the saves; set by the store (1 for a new draft) */
  revision?: number;
  /** JSON of the page's DraftSummary, '' when none was sent */
  summary?: string;
}

/** a draft without its text, for the event list */
export interface DraftListing {
  eventId: string;
  baseVersion: number | null;
  updatedAt: string;
  updatedBy: string;
  revision: number;
  summary: string;
}

export interface MediaBlob {
  /** sha256 hex of the bytes + extension, e.g. 3f…9a.webp */
  name: string;
  eventId: string;
  contentType: string;
  bytes: Uint8Array;
  createdAt: string;
}

/** a picture as the organiser page lists it */
export interface MediaInfo {
  name: string;
  contentType: string;
  size: number;
  createdAt: string;
}

export type PutMediaOutcome = 'stored' | 'exists' | 'over-quota';

export interface PublishingStore {
  addOrganiser(organiser: NewOrganiser): Promise<void>;
  organisers(): Promise<Organiser[]>;
  /** true when there was such an organiser */
  revokeOrganiser(id: string): Promise<boolean>;
  organiserByTokenHash(tokenHash: string): Promise<Organiser | null>;
  /**
   * stores the text as the event's next version and tells every instance (notify), unless it
   * is the live version's text already
   */
  publish(version: NewVersion): Promise<PublishOutcome>;
  /** newest first */
  versions(eventId: string, limit: number): Promise<EventVersionInfo[]>;
  version(eventId: string, version: number): Promise<EventVersion | null>;
  latest(eventId: string): Promise<EventVersion | null>;
  /** the newest version number of every published event (the slow poll) */
  latestVersions(): Promise<Map<string, number>>;
  draft(eventId: string): Promise<EventDraft | null>;
  /**
   * creates or replaces the event's draft. expected: the revision the save was made on (null:
   * none may exist yet; undefined: replace whatever is there). Returns the stored draft with
   * its new revision, or null when another save came first (nothing changed).
   */
  saveDraft(draft: EventDraft, expected?: number | null): Promise<EventDraft | null>;
  /** every draft, without its text */
  drafts(): Promise<DraftListing[]>;
  /** true when there was a draft */
  deleteDraft(eventId: string): Promise<boolean>;
  /**
   * puts a picture in the event's library unless its pictures would then take more than
   * quotaBytes; the same bytes again change nothing ('exists'); bytes another event stored
   * already join this event's library too
   */
  putMedia(blob: MediaBlob, quotaBytes?: number): Promise<PutMediaOutcome>;
  media(name: string): Promise<MediaBlob | null>;
  /** the event's pictures, newest first */
  mediaOf(eventId: string): Promise<MediaInfo[]>;
  /**
   * which of `names` (sha256.ext) the event's kept versions or draft mention, or the live
   * version or draft of another event (a picture's address is public); read from the index
   * kept when texts are stored, never from the texts
   */
  referencedMedia(eventId: string, names: string[]): Promise<Set<string>>;
  /** true when the event's library had that picture (its bytes go when no library has them) */
  deleteMedia(eventId: string, name: string): Promise<boolean>;
  /**
   * Calls the listener with the event id whenever a version is published, through this
   * process or (PostgreSQL) through any instance. Returns the way to stop listening.
   */
  onPublished(listener: (eventId: string) => void): () => void;
}

/** the live version moved on while a text was made from it (NewVersion.baseVersion) */
export class BaseMovedError extends Error {}

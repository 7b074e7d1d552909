// What the storage keeps for publishing from the browser (issue 14, DESIGN §9): organisers,
// the versions of published events, their drafts (issue 26) and uploaded pictures. A part of Storage of its own, so the
// likes side stays as it was; both databases implement it with the same SQL.

export interface Organiser {
  id: string;
  name: string;
  /** the events this organiser may publish and see */
  events: string[];
  createdAt: string;
}

export interface NewOrganiser {
  id: string;
  name: string;
  tokenHash: string;
  events: string[];
  now: Date;
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

export interface NewVersion {
  eventId: string;
  text: string;
  format: string;
  publisher: Publisher;
  note: string;
  now: Date;
  /** deletes the event's draft in the same transaction (the draft became this version) */
  discardDraft?: boolean;
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
}

export interface MediaBlob {
  /** sha256 hex of the bytes + extension, e.g. 3f…9a.webp */
  name: string;
  eventId: string;
  contentType: string;
  bytes: Uint8Array;
  createdAt: string;
}

export interface PublishingStore {
  addOrganiser(organiser: NewOrganiser): Promise<void>;
  organisers(): Promise<Organiser[]>;
  /** true when there was such an organiser */
  revokeOrganiser(id: string): Promise<boolean>;
  organiserByTokenHash(tokenHash: string): Promise<Organiser | null>;
  /** stores the text as the event's next version; tells every instance (notify) */
  publish(version: NewVersion): Promise<EventVersionInfo>;
  /** newest first */
  versions(eventId: string, limit: number): Promise<EventVersionInfo[]>;
  version(eventId: string, version: number): Promise<EventVersion | null>;
  latest(eventId: string): Promise<EventVersion | null>;
  /** the newest version number of every published event (the slow poll) */
  latestVersions(): Promise<Map<string, number>>;
  draft(eventId: string): Promise<EventDraft | null>;
  /** creates or replaces the event's draft */
  saveDraft(draft: EventDraft): Promise<void>;
  /** true when there was a draft */
  deleteDraft(eventId: string): Promise<boolean>;
  /** stores a picture; storing the same bytes again changes nothing */
  putMedia(blob: MediaBlob): Promise<void>;
  media(name: string): Promise<MediaBlob | null>;
  /**
   * Calls the listener with the event id whenever a version is published, through this
   * process or (PostgreSQL) through any instance. Returns the way to stop listening.
   */
  onPublished(listener: (eventId: string) => void): () => void;
}

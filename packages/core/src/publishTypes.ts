// Wire shapes of publishing from the browser (issue 14): server routes/publish.ts and the web
// organiser page share them, like organiserTypes.ts.
import type { ImportChoices, ImportQuestions } from './draft/importMerge.ts';
import type { LineupChangeKind } from './lineup/lineupDiff.ts';
import type { ReportDiagnostic } from './organiserTypes.ts';
import type { PublishConfirmation } from './publish/publishConfirmation.ts';

/** file: served from DATA_DIR/events (cannot be published); new: nothing served yet */
export type EventSource = 'file' | 'published' | 'new';

export interface OrganiserEvent {
  id: string;
  partyName: string | null;
  source: EventSource;
  /** the file of a file-managed event */
  file: string | null;
  /** the published version served now */
  version: number | null;
  /** the lineup hash fans get now (their ETag) */
  hash: string | null;
  /** the draft kept on the server (null: none) */
  draft: DraftInfo | null;
  /** first and last night (YYYY-MM-DD, the event's wall dates) of what is live, else of the draft */
  firstNight: string | null;
  lastNight: string | null;
  /** what is live has ended (its last set is over) */
  over: boolean;
  /** the last change: the draft's save, else the live version's publish */
  lastChange: { at: string; by: string } | null;
}

/** what the event list says about a draft without loading its text */
export interface DraftInfo {
  updatedAt: string;
  updatedBy: string;
  revision: number;
  /** the page's reading of the text it saved (null: saved by a client that sent none) */
  summary: DraftSummary | null;
}

/** a draft in numbers, as the page that saved it read it */
export interface DraftSummary {
  name: string;
  sets: number;
  stages: number;
  /** YYYY-MM-DD or '' */
  firstNight: string;
  lastNight: string;
  /** sets that change for fans against what is live (added, removed, moved, renamed…) */
  changes: number;
}

export interface OrganiserEvents {
  access: { kind: 'operator' | 'organiser'; name: string };
  events: OrganiserEvent[];
}

/** the text fans are served now, to edit and to compare with */
export interface LiveSource {
  eventId: string;
  source: EventSource;
  text: string | null;
  version: number | null;
  format: string | null;
  file: string | null;
}

/** an upload converted to our event text, or a text checked before publishing */
export interface DraftReport {
  /** the event text (null: the upload has errors and could not be converted) */
  text: string | null;
  format: string;
  errors: ReportDiagnostic[];
  warnings: ReportDiagnostic[];
  /** what an importer dropped, guessed or ignored */
  notes: ReportDiagnostic[];
  /**
   * rows of the upload that could not be read (each with its source row in `line`): errors an
   * organiser must see first; `text` is the lineup without them
   */
  rowErrors: ReportDiagnostic[];
  /** re-importing into an event with a draft or a live version: the meta fields the import changed */
  metaChanges: MetaChange[];
  /** into an existing event: the file's stages matched to the event's, its sets the file lacks */
  questions?: ImportQuestions;
  /** true: nothing was merged yet (`text` is null); the organiser answers `questions` first */
  asks?: boolean;
}

/** the body of POST …/import: a file's bytes, its format, and the zone of its local times */
export interface ImportRequest {
  format: string;
  fileName: string;
  /** the file's bytes, base64 */
  content: string;
  /** IANA zone of the file's local times (default: the event's, from its draft or live version) */
  timeZone?: string;
  /** answers to the merge's questions; without them the server asks when there is anything */
  choices?: ImportChoices;
}

/** One event's work in progress, kept on the server so every tab and device of the event sees it. */
export interface OrganiserDraft {
  eventId: string;
  text: string;
  format: 'yaml';
  /** the live version the draft was started from (null: none was live) */
  baseVersion: number | null;
  /** when it was last saved (ISO instant) */
  updatedAt: string;
  /** who saved it last */
  updatedBy: string;
  /** rows of the last import that could not be read, kept until publishing without them */
  skippedRows: ReportDiagnostic[];
  /** counts the saves: a save names the revision it was made on (stale: 409) */
  revision: number;
}

/** the body of PUT …/draft */
export interface DraftSave {
  text: string;
  baseVersion: number | null;
  skippedRows?: ReportDiagnostic[];
  /**
   * the revision this edit was made on: null when there was no draft; another save since
   * gets 409 (stale). Left out: the save replaces whatever is there ("overwrite").
   */
  revision?: number | null;
  /** a new event: refused (409 exists) when its address name is taken by a draft, a version or a file */
  create?: boolean;
  summary?: DraftSummary;
}

/** 409 of PUT …/draft: the save did not happen */
export interface DraftConflict {
  error: string;
  /** stale: saved elsewhere since this edit's revision; exists: a new event's name is taken */
  conflict: 'stale' | 'exists';
  /** the draft there now (stale), to reload */
  draft: OrganiserDraft | null;
}

/** a meta field that differs between two versions (names, texts, a stage's picture…) */
export interface MetaChange {
  /** e.g. partyName, timeZone, rooms[2], roomImages[0], nowText1Map.de */
  field: string;
  before: string | null;
  after: string | null;
}

export interface PublishRequest {
  text: string;
  format: string;
  note: string;
  /** the old API's blanket confirmation: accepted, confirms nothing any more (send `confirm`) */
  confirmWarnings?: boolean;
  /** exactly what this publish waves through: the draft's unreadable rows and its warnings by kind */
  confirm?: PublishConfirmation;
}

/** 422 (errors), or 409 (warnings to confirm, or the id is managed by a file) */
export interface PublishRefusal {
  error: string;
  errors: ReportDiagnostic[];
  warnings: ReportDiagnostic[];
  needsConfirmation: boolean;
  /** what a publish must confirm, exactly (409 needsConfirmation) */
  confirmation?: PublishConfirmation;
}

export interface VersionDiffSummary {
  counts: Record<LineupChangeKind, number>;
  stagesAdded: string[];
  stagesRemoved: string[];
  /** every meta field that changed (the name, a stage's picture, the texts…) */
  metaChanges: MetaChange[];
}

export interface PublishedVersion {
  eventId: string;
  version: number;
  format: string;
  publishedAt: string;
  organiserName: string;
  note: string;
  /** against the version before (null: the first one, or a version that no longer loads) */
  diff: VersionDiffSummary | null;
}

export interface PublishResult {
  version: PublishedVersion;
  /** the lineup hash fans get from now on */
  hash: string;
}

export interface MediaUploadResult {
  /** where fans' devices load the picture, e.g. /published-media/3f…9a.webp */
  url: string;
  contentType: string;
  size: number;
}

/** one of an event's uploaded pictures, as the organiser page lists them */
export interface MediaItem extends MediaUploadResult {
  /** the stored name (sha256.ext), the last part of url */
  name: string;
  createdAt: string;
  /** mentioned by the event's live or kept versions, its draft, or another event: not deletable */
  used: boolean;
}

export interface MediaList {
  media: MediaItem[];
  /** bytes the event's pictures take, and the most they may (MEDIA_QUOTA_MB) */
  usedBytes: number;
  quotaBytes: number;
}

// Wire shapes of publishing from the browser (issue 14): server routes/publish.ts and the web
// organiser page share them, like organiserTypes.ts.
import type { LineupChangeKind } from './lineup/lineupDiff.ts';
import type { ReportDiagnostic } from './organiserTypes.ts';

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
}

export interface PublishRequest {
  text: string;
  format: string;
  note: string;
  /** publish even though there are warnings (the second click) */
  confirmWarnings?: boolean;
}

/** 422 (errors), or 409 (warnings to confirm, or the id is managed by a file) */
export interface PublishRefusal {
  error: string;
  errors: ReportDiagnostic[];
  warnings: ReportDiagnostic[];
  needsConfirmation: boolean;
}

export interface VersionDiffSummary {
  counts: Record<LineupChangeKind, number>;
  stagesAdded: string[];
  stagesRemoved: string[];
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

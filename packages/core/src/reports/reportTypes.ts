// Fans' reports of set times (issue 34, DESIGN §11): what a fan says, what the queue shows and
// what the reporter sees. Times on the wire are instants (UTC ISO); the change a report makes
// is shown in the event's wall times, as the organiser page shows sets.

export const REPORT_KINDS = ['playing', 'change', 'chain'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export type ReportState = 'pending' | 'accepted' | 'refused';

/** a set as the lineup shows it: its act, stage and start (instant) */
export interface SetRef {
  dj: string;
  stage: number;
  start: string;
}

export type ReportPayload =
  /** "Who's playing?": this act plays on this stage from `start` (now, rounded to 5 minutes) */
  | { kind: 'playing'; stage: number; start: string; dj: string }
  /** "Suggest a change" on a set: other times, other act, cancelled, a note (b2b …) */
  | {
      kind: 'change';
      set: SetRef;
      start?: string;
      end?: string;
      dj?: string;
      cancelled?: boolean;
      note?: string;
    }
  /** the original's chain: the next set on this stage starts where `set` ends */
  | { kind: 'chain'; set: SetRef; dj: string };

/** what the moderator decides for a set the accepted report overlaps */
export type OverlapChoice = 'shorten' | 'remove' | 'keep';

/** a set of the live lineup in wall times of the event's zone ("2026-07-30T23:00") */
export interface ReportSet {
  dj: string;
  stage: number;
  start: string;
  end: string;
  note: string;
}

export interface ReportOverlap extends ReportSet {
  /** what "shorten" leaves of it; null: the new set covers it whole, shortening removes it */
  shortened: { start: string; end: string } | null;
}

/**
 * The change a report makes against the live lineup. 'none': the lineup says this already;
 * 'gone': the set the report is about is not in the lineup any more.
 */
export interface ReportChange {
  status: 'change' | 'none' | 'gone';
  before: ReportSet | null;
  after: ReportSet | null;
  overlaps: ReportOverlap[];
}

/** a report in the moderation queue: identical reports merged, with their count */
export interface QueuedReport {
  id: string;
  kind: ReportKind;
  payload: ReportPayload;
  /** distinct devices that made this very report */
  count: number;
  firstAt: string;
  lastAt: string;
  change: ReportChange;
}

export interface ReportQueue {
  eventId: string;
  /** stage names, index = stage */
  stages: string[];
  timeZone: string;
  /** oldest first */
  reports: QueuedReport[];
  /** pending reports refused because the queue was full, since the last look */
  dropped: number;
  /** the event's trust rule (off unless its organisers switched it on) */
  trust: { on: boolean; devices: number; minutes: number };
  /** reports the trust rule made live lately, newest first: each can be undone */
  trusted: {
    id: string;
    payload: ReportPayload;
    version: number | null;
    decidedAt: string | null;
  }[];
}

export const STAGE_STATUSES = ['open', 'full', 'closed', 'moved'] as const;
export type StageStatusKind = (typeof STAGE_STATUSES)[number];

/** a stage's live status as fans get it: shown until it expires */
export interface StageStatus {
  stage: number;
  status: StageStatusKind;
  /** closed: until when (an instant); moved: the other stage's index; else '' */
  detail: string;
  setAt: string;
  expiresAt: string;
}

/** a report as the fan who made it sees it */
export interface MyReport {
  id: string;
  kind: ReportKind;
  payload: ReportPayload;
  state: ReportState;
  reportedAt: string;
  decidedAt: string | null;
  /** who accepted or refused it (an organiser's or moderator's name) */
  decidedBy: string | null;
}

export interface ReportDecision {
  id: string;
  state: ReportState;
  /** the published version an accept made */
  version: number | null;
}

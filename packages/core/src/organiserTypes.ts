// Wire shapes of the organiser API (server routes/organiser.ts, web organiser page). They live
// here, with the other response types, so server and web cannot drift apart.

/**
 * loaded: the file as it is now is served; broken-serving-last-good: the file has errors now
 * and fans keep getting its last good version; never-loaded: nothing of this file is served
 * (broken since the server started, or its id is taken by another file).
 */
export type FileStatus = 'loaded' | 'broken-serving-last-good' | 'never-loaded';

export interface ReportDiagnostic {
  file: string;
  line: number | null;
  rule: string;
  message: string;
  /** file:line: rule: message, as `lineup validate` prints it */
  text: string;
  /** the values the message names, to word the rule in the page's language (see Diagnostic) */
  params?: Record<string, string | number>;
}

export interface ServedEvent {
  id: string;
  partyName: string;
  sets: number;
  stages: number;
  /** the hash of the lineup fans get now (their ETag) */
  hash: string;
}

export interface FileEntry {
  /** relative to DATA_DIR, e.g. events/sunrise.yaml */
  file: string;
  status: FileStatus;
  /** the event served from this file (its last good version when the file is broken) */
  event: ServedEvent | null;
  /** when the file's current content was read */
  readAt: string;
  /** when the served version was read (null: no version of this file is served) */
  loadedAt: string | null;
  errors: ReportDiagnostic[];
  warnings: ReportDiagnostic[];
}

export interface OrganiserReport {
  generatedAt: string;
  files: FileEntry[];
  errors: number;
  warnings: number;
}

export interface SetStat {
  dj: string;
  change?: string;
  stage: string;
  room: number;
  start: string;
  end: string;
  likes: number;
}

export interface StageStat {
  stage: string;
  room: number;
  likes: number;
  /** acts of the stage with at least one like */
  likedActs: number;
}

export interface LikeStats {
  event: string;
  partyName: string;
  timeZone: string;
  total: number;
  sets: SetStat[];
  stages: StageStat[];
  /** totals of acts no longer in the lineup (renamed or removed since they were liked) */
  gone: { dj: string; likes: number }[];
}

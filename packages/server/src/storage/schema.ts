import type { ColumnType, Generated } from 'kysely';

// Table shapes as Kysely sees them (mirror of migrations/*.sql).
export interface UsersTable {
  id: string;
  provider_id: string;
  following: string;
  created_at: string;
  updated_at: string;
  /** a device account made without any token: the address key (hashed) it came from (027) */
  created_from: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface TokensTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  /** the device link this device joined by (migration 009); null for a sign-in */
  device_link: ColumnType<string | null, string | null | undefined, string | null>;
}

/** a fan's link that joins their other devices to the same likes (migration 009) */
export interface DeviceLinksTable {
  id: string;
  secret_hash: string;
  user_id: string;
  created_at: string;
}

/** a live shared plan: whose likes of which event a plan link shows (migration 017) */
export interface SharedPlansTable {
  key: string;
  user_id: string;
  event_id: string;
  created_at: string;
}

export interface LikesTable {
  user_id: string;
  dj: string;
  room: number;
  beginning_schedule: string;
  party_name: string;
  payload: string | null;
  liked_at: string | null;
  removed_at: string | null;
}

export interface LikeTotalsTable {
  event: string;
  dj: string;
  count: number;
}

export interface LikeTotalMarksTable {
  mark: string;
  created_at: string;
}

/** a fan's private calendar link (issue 8): the hash of its secret */
export interface CalendarFeedsTable {
  secret_hash: string;
  user_id: string;
  created_at: string;
  /** the joined device that made it, and its link (migration 027); null: the account's own */
  device_token: ColumnType<string | null, string | null | undefined, string | null>;
  device_link: ColumnType<string | null, string | null | undefined, string | null>;
}

/** publishing from the browser (migration 005) */
export interface OrganisersTable {
  id: string;
  name: string;
  token_hash: string;
  /** JSON array of event ids */
  event_ids: string;
  created_at: string;
  /** 'organiser' or 'moderator' (migration 020): a moderator only decides fans' reports */
  role: ColumnType<string, string | undefined, string>;
}

export interface EventVersionsTable {
  event_id: string;
  version: number;
  text: string;
  format: string;
  published_at: string;
  organiser_id: string | null;
  organiser_name: string;
  note: string;
}

export interface MediaBlobsTable {
  name: string;
  event_id: string;
  content_type: string;
  size: number;
  bytes: Uint8Array;
  created_at: string;
}

/** one draft per event (migration 006) */
export interface EventDraftsTable {
  event_id: string;
  text: string;
  format: string;
  base_version: number | null;
  updated_at: string;
  updated_by: string;
  /** JSON array of ReportDiagnostic */
  skipped_rows: string;
  /** counts the saves (migration 013) */
  revision: Generated<number>;
  /** JSON of DraftSummary, '' when none was sent (migration 013) */
  summary: Generated<string>;
}

/** an account's followed acts, one row per act (migration 022) */
export interface FollowsTable {
  user_id: string;
  act: string;
  name: string;
  /** JSON array of normalised profile links */
  links: string;
  followed_at: string | null;
  removed_at: string | null;
}

/** the private calendar link of an account's followed acts (migration 023) */
export interface FollowFeedsTable {
  secret_hash: string;
  user_id: string;
  created_at: string;
}

/** identity keys a push subscription follows (migration 022) */
export interface PushFollowsTable {
  subscription_id: string;
  act: string;
}

/** the pictures a stored text points at (migration 026); version 0 is the draft */
export interface MediaReferencesTable {
  event_id: string;
  version: number;
  name: string;
}

/** texts stored before media_references, read into it once (migration 026) */
export interface MediaReferencesPendingTable {
  event_id: string;
  version: number;
}

/** the libraries a picture is in (migration 026) */
export interface MediaOwnersTable {
  event_id: string;
  name: string;
  created_at: string;
}

/** fans' reports (migration 019) */
export interface ReportsTable {
  id: string;
  event_id: string;
  kind: string;
  merge_key: string;
  payload: string;
  /** pending, accepting (claimed by a moderator), accepted, refused */
  state: string;
  device_count: number;
  first_at: string;
  last_at: string;
  decided_at: string | null;
  decided_by: string | null;
  decided_reason: string | null;
  version: number | null;
}

export interface ReportDevicesTable {
  report_id: string;
  device_hash: string;
  address_hash: string;
  reported_at: string;
  /** the push subscription to tell of the decision (the fan allowed notifications) */
  notify_subscription: string | null;
}

export interface ReportBlocksTable {
  event_id: string;
  device_hash: string;
  blocked_by: string;
  created_at: string;
}

/** the optional trust rule per event (migration 021) */
export interface ReportSettingsTable {
  event_id: string;
  trust_on: number;
  trust_devices: number;
  trust_minutes: number;
  updated_at: string;
  updated_by: string;
}

/** a stage's live status (migration 021) */
export interface StageStatusTable {
  event_id: string;
  stage: number;
  status: string;
  detail: string;
  set_at: string;
  set_by: string;
  expires_at: string;
}

export interface StageFollowsTable {
  event_id: string;
  stage: number;
  subscription_id: string;
  created_at: string;
  last_set: string | null;
  last_sent_at: string | null;
}

export interface SchemaMigrationsTable {
  version: string;
  applied_at: string;
}

export interface Database {
  users: UsersTable;
  tokens: TokensTable;
  likes: LikesTable;
  like_totals: LikeTotalsTable;
  like_total_marks: LikeTotalMarksTable;
  calendar_feeds: CalendarFeedsTable;
  device_links: DeviceLinksTable;
  shared_plans: SharedPlansTable;
  schema_migrations: SchemaMigrationsTable;
  organisers: OrganisersTable;
  event_versions: EventVersionsTable;
  media_blobs: MediaBlobsTable;
  event_drafts: EventDraftsTable;
  follows: FollowsTable;
  push_follows: PushFollowsTable;
  follow_feeds: FollowFeedsTable;
  media_references: MediaReferencesTable;
  media_references_pending: MediaReferencesPendingTable;
  media_owners: MediaOwnersTable;
  reports: ReportsTable;
  report_devices: ReportDevicesTable;
  report_blocks: ReportBlocksTable;
  report_settings: ReportSettingsTable;
  stage_status: StageStatusTable;
  stage_follows: StageFollowsTable;
}

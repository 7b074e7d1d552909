-- Publishing from the browser (issue 14, DESIGN §9). Portable SQL: the same file runs on
-- SQLite and PostgreSQL.

-- People who may publish the lineups of some events. Only the SHA-256 of a token is stored;
-- event_ids is a JSON array of event ids. The operator's ORGANISER_TOKEN is not a row here.
CREATE TABLE organisers (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  event_ids TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Every published version of an event, never changed afterwards: a rollback is a new version
-- holding an older text. organiser_id is null for the operator; organiser_name is kept so the
-- history still names who published after the organiser was revoked.
CREATE TABLE event_versions (
  event_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  text TEXT NOT NULL,
  format TEXT NOT NULL,
  published_at TEXT NOT NULL,
  organiser_id TEXT,
  organiser_name TEXT NOT NULL,
  note TEXT NOT NULL,
  PRIMARY KEY (event_id, version)
);

-- Uploaded pictures (stage pictures, avatars), served by every instance from the database.
-- name is the SHA-256 of the bytes plus the extension of the checked image type.
CREATE TABLE media_blobs (
  name TEXT PRIMARY KEY,
  event_id TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  bytes BYTEA NOT NULL,
  created_at TEXT NOT NULL
);

-- Initial schema (DESIGN §6). Portable SQL: the same file runs on SQLite and PostgreSQL.
-- Times are ISO-8601 UTC strings; JSON is stored as text.

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  provider_id TEXT NOT NULL UNIQUE,
  following TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- One row per signed-in device: a user may hold several tokens. Only SHA-256 hashes are stored.
CREATE TABLE tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
CREATE INDEX tokens_user_id ON tokens (user_id);

-- A live like has payload and liked_at; a tombstone (a like taken back) has removed_at set.
CREATE TABLE likes (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  dj TEXT NOT NULL,
  room INTEGER NOT NULL,
  beginning_schedule TEXT NOT NULL,
  party_name TEXT NOT NULL,
  payload TEXT,
  liked_at TEXT,
  removed_at TEXT,
  PRIMARY KEY (user_id, dj, room, beginning_schedule)
);

-- Popularity per set for organisers; no person is tracked.
CREATE TABLE like_totals (
  event TEXT NOT NULL,
  dj TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (event, dj)
);

-- Hashes of anonymous like/removal events already counted, so a browser that sends its whole
-- list again does not count its likes twice. A hash of (set, likedAt) names no person.
CREATE TABLE like_total_marks (
  mark TEXT PRIMARY KEY,
  created_at TEXT NOT NULL
);

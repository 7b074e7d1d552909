-- The private calendar link of a fan's followed acts' sets (issue 35), like the plan's
-- (migration 002): one per account, only the SHA-256 of its secret; a new link replaces the old.
CREATE TABLE follow_feeds (
  secret_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);

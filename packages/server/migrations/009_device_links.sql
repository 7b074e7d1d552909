-- Own devices without an account (issue 27): a private link joins another device to the same
-- likes. One link per user; only the SHA-256 of its secret is stored. A token made by joining
-- carries the link's id, so turning the link off signs those devices out again.
CREATE TABLE device_links (
  id TEXT PRIMARY KEY,
  secret_hash TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
ALTER TABLE tokens ADD COLUMN device_link TEXT;
CREATE INDEX tokens_device_link ON tokens (device_link);

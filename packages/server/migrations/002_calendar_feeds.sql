-- Private calendar subscription links (issue 8): webcal://…/ical/{secret}.ics follows a fan's
-- likes. One link per user; only the SHA-256 of its secret is stored. Making a new link
-- replaces the row (the old link stops working); turning it off deletes the row.
CREATE TABLE calendar_feeds (
  secret_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);

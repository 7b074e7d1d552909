-- A device link is a delegation, not the account (issue 38): what a device that joined by a
-- link makes (a calendar link, reminders on a phone) carries that device's token hash and the
-- link's id, so revoking the link, or the device leaving, ends it with the device's token.
-- Portable SQL: the same file runs on SQLite and PostgreSQL.

-- calendar links: one for the account's own devices (device_link null) and one per joined
-- device, so a joined device's link never replaces the owner's (user_id was UNIQUE)
CREATE TABLE calendar_feeds_027 (
  secret_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  device_token TEXT,
  device_link TEXT
);
INSERT INTO calendar_feeds_027 (secret_hash, user_id, created_at)
  SELECT secret_hash, user_id, created_at FROM calendar_feeds;
DROP TABLE calendar_feeds;
ALTER TABLE calendar_feeds_027 RENAME TO calendar_feeds;
CREATE INDEX calendar_feeds_user ON calendar_feeds (user_id);
CREATE INDEX calendar_feeds_device_token ON calendar_feeds (device_token);

ALTER TABLE push_subscriptions ADD COLUMN device_token TEXT;
ALTER TABLE push_subscriptions ADD COLUMN device_link TEXT;
CREATE INDEX push_subscriptions_device_token ON push_subscriptions (device_token);

-- device accounts made without any token, counted per address key (hashed) like subscriptions
ALTER TABLE users ADD COLUMN created_from TEXT;
CREATE INDEX users_created_from ON users (created_from, created_at);

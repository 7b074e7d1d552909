-- Followed acts (issue 35, DESIGN §11). Portable SQL: the same file runs on SQLite and PostgreSQL.

-- A signed-in fan's (or a device link's) followed acts, one row per act: act is core's actKey of
-- the name, links the JSON array of its normalised profile links. A take-back keeps its row with
-- removed_at set (last change wins when devices sync). At most 500 followed acts and 500
-- take-backs per account (core's mergeFollows).
CREATE TABLE follows (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  act TEXT NOT NULL,
  name TEXT NOT NULL,
  links TEXT NOT NULL,
  followed_at TEXT,
  removed_at TEXT,
  PRIMARY KEY (user_id, act)
);
CREATE INDEX follows_act ON follows (act);

-- What a device with reminders switched on follows, as matched when a version is published:
-- act is an act's name key (actKey) or one of its normalised profile links. Nothing else: the
-- device is known by its push subscription only.
CREATE TABLE push_follows (
  subscription_id TEXT NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  act TEXT NOT NULL,
  PRIMARY KEY (subscription_id, act)
);
CREATE INDEX push_follows_act ON push_follows (act);

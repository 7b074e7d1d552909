-- Web Push (issue 13, DESIGN §9). Portable SQL: the same file runs on SQLite and PostgreSQL.

-- The server's VAPID key pair, made at first start (unless VAPID_* are set): one row, 'main'.
CREATE TABLE push_keys (
  id TEXT PRIMARY KEY,
  public_key TEXT NOT NULL,
  private_key TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- One row per device that switched reminders on: the push service's endpoint and keys, the
-- language, the minutes before a set (0: change alerts only), and, when signed in, the user.
-- id is the SHA-256 of the endpoint. Nothing else about the person is kept.
CREATE TABLE push_subscriptions (
  id TEXT PRIMARY KEY,
  endpoint TEXT NOT NULL,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  locale TEXT NOT NULL,
  minutes_before INTEGER NOT NULL,
  user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX push_subscriptions_user_id ON push_subscriptions (user_id);

-- The identities of a subscription's liked sets, per event. act is the act's name as sets are
-- matched (trimmed, lower case), so an edit finds the subscriptions liking the acts it touched.
CREATE TABLE push_liked (
  subscription_id TEXT NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  event TEXT NOT NULL,
  act TEXT NOT NULL,
  dj TEXT NOT NULL,
  room INTEGER NOT NULL,
  start_at TEXT NOT NULL,
  PRIMARY KEY (subscription_id, event, dj, room, start_at)
);
CREATE INDEX push_liked_event_act ON push_liked (event, act);

-- Messages to send: reminders (due minutes before a set) and change alerts (due at once).
-- A sender claims due rows (PostgreSQL: FOR UPDATE SKIP LOCKED), sends, and marks them sent;
-- a row past expires_at (the set has started) is dropped unsent. id is a hash of the
-- subscription and what the message is about, so two instances queueing the same alert make
-- one row.
CREATE TABLE push_queue (
  id TEXT PRIMARY KEY,
  subscription_id TEXT NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  event TEXT NOT NULL,
  due_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  payload TEXT NOT NULL,
  claimed_at TEXT,
  sent_at TEXT
);
CREATE INDEX push_queue_due ON push_queue (due_at);
CREATE INDEX push_queue_subscription ON push_queue (subscription_id, event);

-- Shared plans are live (issue 33, DESIGN §11): a fan's plan link names this record, and whoever
-- opens it reads the owner's current likes of this one event. One record per owner and event,
-- so sharing again gives the same link; turning it off deletes the row and the link stops for
-- everyone. The key is a read-only, one-event link (like a short link), not a sign-in secret.
CREATE TABLE shared_plans (
  key TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, event_id)
);

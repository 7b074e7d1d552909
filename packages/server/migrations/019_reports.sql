-- Fans' reports of set times (issue 34, DESIGN §11). Portable SQL: SQLite and PostgreSQL.

-- One row per distinct report of an event; identical reports (merge_key, core's reportKey) made
-- while it waits are merged into it, counted per device. state: pending, accepted, refused.
-- ids are random (never numbers that restart); the queue is ordered by first_at.
CREATE TABLE reports (
  id TEXT PRIMARY KEY,
  event_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  merge_key TEXT NOT NULL,
  payload TEXT NOT NULL,
  state TEXT NOT NULL,
  device_count INTEGER NOT NULL,
  first_at TEXT NOT NULL,
  last_at TEXT NOT NULL,
  decided_at TEXT,
  decided_by TEXT,
  -- why it was refused without a person: 'full' (the queue was full)
  decided_reason TEXT,
  version INTEGER
);
-- one waiting report per event and key: a second instance merges instead of adding a twin
CREATE UNIQUE INDEX reports_pending_key ON reports (event_id, merge_key) WHERE state = 'pending';
CREATE INDEX reports_event_state ON reports (event_id, state, first_at);

-- Who made a report: the SHA-256 of the app's device key and of the client address (/64 for
-- IPv6), never the key or the address. Also what the hourly limits count.
CREATE TABLE report_devices (
  report_id TEXT NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  device_hash TEXT NOT NULL,
  address_hash TEXT NOT NULL,
  reported_at TEXT NOT NULL,
  PRIMARY KEY (report_id, device_hash)
);
CREATE INDEX report_devices_device ON report_devices (device_hash, reported_at);
CREATE INDEX report_devices_address ON report_devices (address_hash, reported_at);

-- Devices whose reports an event's moderators no longer take.
CREATE TABLE report_blocks (
  event_id TEXT NOT NULL,
  device_hash TEXT NOT NULL,
  blocked_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (event_id, device_hash)
);

-- Per event: the optional trust rule for fans' reports (issue 34), off by default; and the live
-- status of its stages (open, full, closed until …, moved), set by organisers and moderators.

-- trust_on 1: a "now playing" report on a stage with no set at that time goes live by itself
-- once trust_devices distinct phones report the same act within trust_minutes.
CREATE TABLE report_settings (
  event_id TEXT PRIMARY KEY,
  trust_on INTEGER NOT NULL,
  trust_devices INTEGER NOT NULL,
  trust_minutes INTEGER NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL
);

-- One row per event and stage; shown until expires_at (60 minutes after it was set, unless
-- set again). status: open, full, closed, moved; detail: the time or the other stage's index.
CREATE TABLE stage_status (
  event_id TEXT NOT NULL,
  stage INTEGER NOT NULL,
  status TEXT NOT NULL,
  detail TEXT NOT NULL,
  set_at TEXT NOT NULL,
  set_by TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  PRIMARY KEY (event_id, stage)
);

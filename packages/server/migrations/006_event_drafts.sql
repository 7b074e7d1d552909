-- One draft per event (issue 26, DESIGN §10): the organiser page saves it as it is edited, so a
-- second organiser, another tab or a phone that crashed finds it; publishing turns it into a
-- version and deletes it. Portable SQL: the same file runs on SQLite and PostgreSQL.
-- base_version: the live version the draft was started from (null: none was live);
-- skipped_rows: JSON array of the rows an import could not read, kept until published without.
CREATE TABLE event_drafts (
  event_id TEXT PRIMARY KEY,
  text TEXT NOT NULL,
  format TEXT NOT NULL,
  base_version INTEGER,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL,
  skipped_rows TEXT NOT NULL
);

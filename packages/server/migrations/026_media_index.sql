-- Which pictures the stored texts point at (issue 38): read once when a version or a draft is
-- stored, so listing or deleting pictures reads this index instead of every text. version 0 is
-- the event's draft. Portable SQL: the same file runs on SQLite and PostgreSQL.
CREATE TABLE media_references (
  event_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (event_id, version, name)
);
CREATE INDEX media_references_name ON media_references (name);

-- Texts stored before the index: the server reads each once into media_references, then
-- deletes its row here.
CREATE TABLE media_references_pending (
  event_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  PRIMARY KEY (event_id, version)
);
INSERT INTO media_references_pending (event_id, version)
  SELECT event_id, version FROM event_versions;
INSERT INTO media_references_pending (event_id, version)
  SELECT event_id, 0 FROM event_drafts;

-- The libraries a picture is in: the same bytes uploaded by a second event are in its library
-- too (stored once, under one name); the bytes go with the last library that deletes them.
CREATE TABLE media_owners (
  event_id TEXT NOT NULL,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (event_id, name)
);
CREATE INDEX media_owners_name ON media_owners (name);
INSERT INTO media_owners (event_id, name, created_at)
  SELECT event_id, name, created_at FROM media_blobs;

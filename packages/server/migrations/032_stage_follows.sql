-- Fans' reports, who hears what (issue 34).

-- "Tell me who starts on Hangar": a push subscription following a stage of an event. The
-- sender claims a start with a conditional UPDATE of last_set and last_sent_at (a set once, a
-- stage at most once in 15 minutes per subscription), so two instances queue one message.
CREATE TABLE stage_follows (
  event_id TEXT NOT NULL,
  stage INTEGER NOT NULL,
  subscription_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_set TEXT,
  last_sent_at TEXT,
  PRIMARY KEY (event_id, stage, subscription_id)
);
CREATE INDEX stage_follows_subscription ON stage_follows (subscription_id);

-- the push subscription of the phone that made a report, when the fan allowed notifications:
-- told by push when the report is accepted or refused
ALTER TABLE report_devices ADD COLUMN notify_subscription TEXT;

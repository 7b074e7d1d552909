-- A draft's revision (issue 32): each save names the revision it was made on, so a save from a
-- tab or phone that has not seen the last one is refused (409) instead of erasing it. summary:
-- JSON of the page's reading of the text it saved (name, sets, nights, changes), so the event
-- list shows a draft-only event without parsing every draft's text ('' when none was sent).
ALTER TABLE event_drafts ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
ALTER TABLE event_drafts ADD COLUMN summary TEXT NOT NULL DEFAULT '';

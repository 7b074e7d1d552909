-- Moderators (issue 34): organiser rows that may only accept and refuse fans' reports of their
-- events. Every existing row stays an organiser.
ALTER TABLE organisers ADD COLUMN role TEXT NOT NULL DEFAULT 'organiser';

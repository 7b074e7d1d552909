-- The sender claims the oldest unsent rows. Sent rows stay a day (a restart must not send them
-- again), so at a festival's fan-out the plain due_at index walked past every row sent so far on
-- each claim; this one holds only what is still to send.
CREATE INDEX push_queue_unsent ON push_queue (due_at) WHERE sent_at IS NULL;

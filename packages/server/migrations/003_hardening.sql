-- Housekeeping (issue 12): marks of counted anonymous likes expire, and sign-in tokens have a
-- lifetime; both are deleted in small batches by age, which these indexes keep cheap.
CREATE INDEX like_total_marks_created_at ON like_total_marks (created_at);
CREATE INDEX tokens_created_at ON tokens (created_at);

-- Bounds on what anyone may leave in the push tables (issue 25).
-- client: which address (a hash of an IPv4 address or an IPv6 /64) created the subscription, so
-- subscriptions made from one address a day can be capped.
-- failures / failing_since: sends that failed in a row (not 404/410, which remove it at once);
-- an endpoint that keeps failing is pruned.
ALTER TABLE push_subscriptions ADD COLUMN client TEXT;
ALTER TABLE push_subscriptions ADD COLUMN failures INTEGER NOT NULL DEFAULT 0;
ALTER TABLE push_subscriptions ADD COLUMN failing_since TEXT;
CREATE INDEX push_subscriptions_client ON push_subscriptions (client, created_at);

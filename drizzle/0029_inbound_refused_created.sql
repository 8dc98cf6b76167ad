-- Refused inbound mail is capped at its newest rows (record 092): the cap reads them by date.
CREATE INDEX IF NOT EXISTS "inbound_refused_created_idx" ON "inbound_refused" USING btree ("created_at");

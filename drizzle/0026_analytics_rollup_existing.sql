-- Hand-written (record 086). Views rolled up before roll-ups became incremental: the old
-- roll-up rewrote the last day it had figures for and the day before on each run, so the days
-- before those are final (their views marked rolled up), and those two days are built again
-- from their views, which are all still kept.
UPDATE "analytics_events" SET "rolled_up" = true
  WHERE "day" < (SELECT max("day") FROM "analytics_daily") - 1;--> statement-breakpoint
DELETE FROM "analytics_daily"
  WHERE "day" >= (SELECT max("day") FROM "analytics_daily") - 1;

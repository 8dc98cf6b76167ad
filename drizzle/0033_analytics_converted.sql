-- Conversion per visitor (record 097): a lead is written as an event of its visitor, and each
-- day's figures count the visitors who sent one.
ALTER TABLE "analytics_events" ADD COLUMN "leads" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD COLUMN "converted" integer DEFAULT 0 NOT NULL;

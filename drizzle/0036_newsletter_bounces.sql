-- Bounces and complaints of newsletter mail (record 112): one row per delivery report received
-- at a subscriber's VERP return path, and on the subscription why and since when mail to it
-- stopped. issue_id has no foreign key: it names a newsletter issue, whose table another
-- migration brings. One soft bounce per (subscriber, issue) counts (the partial unique index).
CREATE TABLE "newsletter_bounces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"issue_id" uuid,
	"kind" text NOT NULL,
	"diagnostic" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_bounces_kind_check" CHECK ("kind" in ('hard', 'soft', 'complaint'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_bounces" ADD CONSTRAINT "newsletter_bounces_subscriber_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_bounces_subscriber_idx" ON "newsletter_bounces" USING btree ("subscriber_id","received_at");--> statement-breakpoint
CREATE INDEX "newsletter_bounces_received_at_idx" ON "newsletter_bounces" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_bounces_once_per_issue_key" ON "newsletter_bounces" USING btree ("subscriber_id","issue_id","kind") WHERE "issue_id" is not null;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "suppressed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "suppressed_reason" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "soft_bounce_count" integer DEFAULT 0 NOT NULL;

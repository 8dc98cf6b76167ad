-- Newsletter issues and their sends (records 110, 111): an issue is written for e-mail or taken
-- from a published article; a send is one subscriber's copy, unique per issue and subscriber so
-- that no instance, retry or restart mails anyone twice. Clicks are counted per issue and link,
-- never per person. The outbox gains the envelope sender (the bounce return path).
CREATE TABLE "newsletter_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"subject" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"article_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"rate_per_minute" integer,
	"links" jsonb,
	"send_started_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_issues_slug_unique" UNIQUE("slug"),
	CONSTRAINT "newsletter_issues_status_check" CHECK ("status" in ('draft', 'scheduled', 'sending', 'sent')),
	CONSTRAINT "newsletter_issues_rate_check" CHECK ("rate_per_minute" is null or "rate_per_minute" > 0)
);
--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_article_id_content_items_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."content_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_issues_status_idx" ON "newsletter_issues" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE TABLE "newsletter_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issue_id" uuid NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_sends_issue_subscriber_key" UNIQUE("issue_id","subscriber_id")
);
--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_subscriber_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
CREATE INDEX "newsletter_sends_subscriber_idx" ON "newsletter_sends" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "newsletter_sends_outbox_idx" ON "newsletter_sends" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "newsletter_sends_created_at_idx" ON "newsletter_sends" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "newsletter_link_clicks" (
	"issue_id" uuid NOT NULL,
	"link" integer NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "newsletter_link_clicks_issue_id_link_pk" PRIMARY KEY("issue_id","link")
);
--> statement-breakpoint
ALTER TABLE "newsletter_link_clicks" ADD CONSTRAINT "newsletter_link_clicks_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "newsletter_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"default_rate_per_minute" integer DEFAULT 120 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "envelope_from" text;

CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"owner_id" text,
	"follow_up_at" timestamp with time zone,
	"follow_up_all_day" boolean DEFAULT true NOT NULL,
	"first_response_at" timestamp with time zone,
	"source" jsonb,
	"reference" integer DEFAULT nextval('lead_reference_seq') NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_kind_check";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_id_leads_id_fk" FOREIGN KEY ("id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_created_at_idx" ON "newsletter_subscriptions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_status_created_at_idx" ON "newsletter_subscriptions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_user_id_idx" ON "newsletter_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_owner_created_at_idx" ON "newsletter_subscriptions" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_follow_up_at_idx" ON "newsletter_subscriptions" USING btree ("follow_up_at");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_email_idx" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_address_key" ON "newsletter_subscriptions" USING btree (lower("email")) WHERE "newsletter_subscriptions"."email" <> 'anonymised@invalid';--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_kind_check" CHECK (kind in ('quotes', 'demos', 'contacts', 'applications', 'subscriptions'));
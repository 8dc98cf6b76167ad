CREATE TABLE "assignment_rules" (
	"lead_kind" text PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'off' NOT NULL,
	"staff_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"turn" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digest_sends" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_sends_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_kind" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"body" text,
	"data" jsonb,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"digest_hour" integer DEFAULT 8 NOT NULL,
	"business_days" jsonb DEFAULT '[1,2,3,4,5]'::jsonb NOT NULL,
	"business_start_hour" integer DEFAULT 9 NOT NULL,
	"business_end_hour" integer DEFAULT 17 NOT NULL,
	"untouched_after_hours" integer DEFAULT 4 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "follow_up_all_day" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "follow_up_all_day" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "product" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "lead_kind" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "follow_up_all_day" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "department" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "workplace_type" text DEFAULT 'on-site' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_min" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_max" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "follow_up_all_day" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_kind","lead_id","created_at");--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD CONSTRAINT "demo_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_submissions_owner_created_at_idx" ON "contact_submissions" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_submissions_follow_up_at_idx" ON "contact_submissions" USING btree ("follow_up_at");--> statement-breakpoint
CREATE INDEX "contact_submissions_email_idx" ON "contact_submissions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "demo_requests_owner_created_at_idx" ON "demo_requests" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "demo_requests_follow_up_at_idx" ON "demo_requests" USING btree ("follow_up_at");--> statement-breakpoint
CREATE INDEX "demo_requests_email_idx" ON "demo_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "email_outbox_lead_idx" ON "email_outbox" USING btree ("lead_kind","lead_id");--> statement-breakpoint
CREATE INDEX "job_applications_owner_created_at_idx" ON "job_applications" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_follow_up_at_idx" ON "job_applications" USING btree ("follow_up_at");--> statement-breakpoint
CREATE INDEX "job_applications_email_idx" ON "job_applications" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "quotes_owner_created_at_idx" ON "quotes" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_follow_up_at_idx" ON "quotes" USING btree ("follow_up_at");--> statement-breakpoint
CREATE INDEX "quotes_email_idx" ON "quotes" USING btree (lower("email"));--> statement-breakpoint
INSERT INTO "workspace_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "quotes" q SET "first_response_at" = (SELECT min(s."created_at") FROM "status_changes" s WHERE s."record_type" = 'quotes' AND s."record_id" = q."id");--> statement-breakpoint
UPDATE "demo_requests" q SET "first_response_at" = (SELECT min(s."created_at") FROM "status_changes" s WHERE s."record_type" = 'demos' AND s."record_id" = q."id");--> statement-breakpoint
UPDATE "contact_submissions" q SET "first_response_at" = (SELECT min(s."created_at") FROM "status_changes" s WHERE s."record_type" = 'contacts' AND s."record_id" = q."id");--> statement-breakpoint
UPDATE "job_applications" q SET "first_response_at" = (SELECT min(s."created_at") FROM "status_changes" s WHERE s."record_type" = 'applications' AND s."record_id" = q."id");

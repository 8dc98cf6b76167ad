CREATE SEQUENCE "public"."lead_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 24001 CACHE 1;--> statement-breakpoint
CREATE TABLE "alert_preferences" (
	"user_id" text NOT NULL,
	"lead_kind" text NOT NULL,
	"mode" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_preferences_user_id_lead_kind_pk" PRIMARY KEY("user_id","lead_kind")
);
--> statement-breakpoint
CREATE TABLE "mail_templates" (
	"key" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event" text NOT NULL,
	"lead_kind" text,
	"lead_id" uuid,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_status" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"abandoned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"events" jsonb NOT NULL,
	"format" text DEFAULT 'json' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "reference" integer DEFAULT nextval('lead_reference_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "reference" integer DEFAULT nextval('lead_reference_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "reference" integer DEFAULT nextval('lead_reference_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "reference" integer DEFAULT nextval('lead_reference_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_preferences" ADD CONSTRAINT "alert_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."delivered_at" is null and "webhook_deliveries"."abandoned_at" is null;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_lead_idx" ON "webhook_deliveries" USING btree ("endpoint_id","lead_id","seq");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "demo_requests" ADD CONSTRAINT "demo_requests_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_reference_unique" UNIQUE("reference");--> statement-breakpoint
-- Hand-written (issue 13, keep at merge): submissions sent earlier from an address an account
-- has confirmed belong to that account (app/server/accounts/claim.server.ts does the same at
-- each confirmation from now on).
UPDATE "quotes" l SET "user_id" = u."id" FROM "users" u WHERE l."user_id" IS NULL AND u."email_verified" AND lower(l."email") = lower(u."email");--> statement-breakpoint
UPDATE "demo_requests" l SET "user_id" = u."id" FROM "users" u WHERE l."user_id" IS NULL AND u."email_verified" AND lower(l."email") = lower(u."email");--> statement-breakpoint
UPDATE "contact_submissions" l SET "user_id" = u."id" FROM "users" u WHERE l."user_id" IS NULL AND u."email_verified" AND lower(l."email") = lower(u."email");--> statement-breakpoint
UPDATE "job_applications" l SET "user_id" = u."id" FROM "users" u WHERE l."user_id" IS NULL AND u."email_verified" AND lower(l."email") = lower(u."email");

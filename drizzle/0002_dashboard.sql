CREATE TABLE "dashboard_visits" (
	"user_id" text NOT NULL,
	"list" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dashboard_visits_user_id_list_pk" PRIMARY KEY("user_id","list")
);
--> statement-breakpoint
CREATE TABLE "status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" text,
	"changed_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "status_changes_record_idx" ON "status_changes" USING btree ("record_type","record_id","created_at");
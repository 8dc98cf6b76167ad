CREATE TABLE "meeting_blocks" (
	"staff_id" text NOT NULL,
	"block_start" timestamp with time zone NOT NULL,
	"meeting_id" uuid NOT NULL,
	CONSTRAINT "meeting_blocks_staff_id_block_start_pk" PRIMARY KEY("staff_id","block_start")
);
--> statement-breakpoint
CREATE TABLE "meeting_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type_id" text NOT NULL,
	"staff_id" text NOT NULL,
	"lead_kind" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"held_from" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"visitor_name" text NOT NULL,
	"visitor_email" text NOT NULL,
	"visitor_time_zone" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"location" text,
	"reminder_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_availability" (
	"user_id" text PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"dates_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"min_notice_minutes" integer DEFAULT 240 NOT NULL,
	"max_per_day" integer DEFAULT 6 NOT NULL,
	"meeting_link" text,
	"feed_token" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_availability_feed_token_unique" UNIQUE("feed_token")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "meeting_blocks" ADD CONSTRAINT "meeting_blocks_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_blocks" ADD CONSTRAINT "meeting_blocks_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_type_id_meeting_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."meeting_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_lead_fk" FOREIGN KEY ("lead_kind","lead_id") REFERENCES "public"."leads"("kind","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_availability" ADD CONSTRAINT "staff_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_blocks_meeting_idx" ON "meeting_blocks" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meetings_staff_starts_idx" ON "meetings" USING btree ("staff_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_lead_idx" ON "meetings" USING btree ("lead_kind","lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_one_booked_per_lead" ON "meetings" USING btree ("lead_kind","lead_id") WHERE "meetings"."status" = 'booked';
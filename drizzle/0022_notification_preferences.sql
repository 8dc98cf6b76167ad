CREATE TABLE "notification_preferences" (
	"user_id" text NOT NULL,
	"event" text NOT NULL,
	"mode" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_event_pk" PRIMARY KEY("user_id","event")
);
--> statement-breakpoint
CREATE TABLE "hourly_summary_sends" (
	"user_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hourly_summary_sends_user_id_hour_pk" PRIMARY KEY("user_id","hour")
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hourly_summary_sends" ADD CONSTRAINT "hourly_summary_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Added by hand to the generated migration (record 083): each staff member's alert choice per list becomes their choice for
-- that list's new-lead event: each -> instant, digest -> digest, none -> off.
INSERT INTO "notification_preferences" ("user_id", "event", "mode", "updated_at")
SELECT "user_id", 'new-lead:' || "lead_kind",
  CASE "mode" WHEN 'each' THEN 'instant' WHEN 'none' THEN 'off' ELSE 'digest' END,
  "updated_at"
FROM "alert_preferences"
ON CONFLICT ("user_id", "event") DO NOTHING;--> statement-breakpoint
DROP TABLE "alert_preferences" CASCADE;

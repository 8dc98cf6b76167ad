CREATE TABLE "staff_busy_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"busy" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_busy_feeds" ADD CONSTRAINT "staff_busy_feeds_user_id_staff_availability_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_availability"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_busy_feeds_due_idx" ON "staff_busy_feeds" USING btree ("due_at");
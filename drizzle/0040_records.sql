-- A staff reply goes out as its author (record 118): the From display name it carries ("Pat Lee
-- at Brazos Digital", the address stays the site's) and the addresses it is copied to.
ALTER TABLE "email_outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "cc" text[];
--> statement-breakpoint
-- Who has opened which record (record 118): "Unseen" only while nobody has.
CREATE TABLE "lead_views" (
	"lead_kind" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_views_lead_kind_lead_id_user_id_pk" PRIMARY KEY("lead_kind","lead_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "lead_views" ADD CONSTRAINT "lead_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_views" ADD CONSTRAINT "lead_views_lead_fk" FOREIGN KEY ("lead_kind","lead_id") REFERENCES "public"."leads"("kind","id") ON DELETE cascade ON UPDATE no action;

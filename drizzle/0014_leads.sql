CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_kind_id_key" UNIQUE("kind","id"),
	CONSTRAINT "leads_kind_check" CHECK (kind in ('quotes', 'demos', 'contacts', 'applications'))
);
--> statement-breakpoint
INSERT INTO "leads" ("id", "kind", "created_at") SELECT "id", 'quotes', "created_at" FROM "quotes";
--> statement-breakpoint
INSERT INTO "leads" ("id", "kind", "created_at") SELECT "id", 'demos', "created_at" FROM "demo_requests";
--> statement-breakpoint
INSERT INTO "leads" ("id", "kind", "created_at") SELECT "id", 'contacts', "created_at" FROM "contact_submissions";
--> statement-breakpoint
INSERT INTO "leads" ("id", "kind", "created_at") SELECT "id", 'applications', "created_at" FROM "job_applications";
--> statement-breakpoint
-- Pairs that name no lead (none are expected) lose the pair, or go with what they describe.
UPDATE "email_outbox" o SET "lead_kind" = NULL, "lead_id" = NULL WHERE o."lead_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "leads" l WHERE l."kind" = o."lead_kind" AND l."id" = o."lead_id");
--> statement-breakpoint
UPDATE "webhook_deliveries" w SET "lead_kind" = NULL, "lead_id" = NULL WHERE w."lead_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "leads" l WHERE l."kind" = w."lead_kind" AND l."id" = w."lead_id");
--> statement-breakpoint
DELETE FROM "status_changes" s WHERE NOT EXISTS (SELECT 1 FROM "leads" l WHERE l."kind" = s."record_type" AND l."id" = s."record_id");
--> statement-breakpoint
DELETE FROM "lead_events" e WHERE NOT EXISTS (SELECT 1 FROM "leads" l WHERE l."kind" = e."lead_kind" AND l."id" = e."lead_id");
--> statement-breakpoint
DELETE FROM "submission_consents" c WHERE NOT EXISTS (SELECT 1 FROM "leads" l WHERE l."kind" = c."record_kind" AND l."id" = c."record_id");
--> statement-breakpoint
-- Each kind's table registers its rows in "leads" as they are saved, and removes them when a
-- row is deleted (its timeline goes with it). Record 076.
CREATE FUNCTION "register_lead"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "leads" ("id", "kind", "created_at") VALUES (NEW."id", TG_ARGV[0], NEW."created_at");
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "forget_lead"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "leads" WHERE "id" = OLD."id";
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "quotes_register_lead" BEFORE INSERT ON "quotes" FOR EACH ROW EXECUTE FUNCTION "register_lead"('quotes');
--> statement-breakpoint
CREATE TRIGGER "quotes_forget_lead" AFTER DELETE ON "quotes" FOR EACH ROW EXECUTE FUNCTION "forget_lead"();
--> statement-breakpoint
CREATE TRIGGER "demo_requests_register_lead" BEFORE INSERT ON "demo_requests" FOR EACH ROW EXECUTE FUNCTION "register_lead"('demos');
--> statement-breakpoint
CREATE TRIGGER "demo_requests_forget_lead" AFTER DELETE ON "demo_requests" FOR EACH ROW EXECUTE FUNCTION "forget_lead"();
--> statement-breakpoint
CREATE TRIGGER "contact_submissions_register_lead" BEFORE INSERT ON "contact_submissions" FOR EACH ROW EXECUTE FUNCTION "register_lead"('contacts');
--> statement-breakpoint
CREATE TRIGGER "contact_submissions_forget_lead" AFTER DELETE ON "contact_submissions" FOR EACH ROW EXECUTE FUNCTION "forget_lead"();
--> statement-breakpoint
CREATE TRIGGER "job_applications_register_lead" BEFORE INSERT ON "job_applications" FOR EACH ROW EXECUTE FUNCTION "register_lead"('applications');
--> statement-breakpoint
CREATE TRIGGER "job_applications_forget_lead" AFTER DELETE ON "job_applications" FOR EACH ROW EXECUTE FUNCTION "forget_lead"();
--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_id_leads_id_fk" FOREIGN KEY ("id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD CONSTRAINT "demo_requests_id_leads_id_fk" FOREIGN KEY ("id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_lead_fk" FOREIGN KEY ("lead_kind","lead_id") REFERENCES "public"."leads"("kind","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_id_leads_id_fk" FOREIGN KEY ("id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_id_leads_id_fk" FOREIGN KEY ("id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_changes" ADD CONSTRAINT "status_changes_lead_fk" FOREIGN KEY ("record_type","record_id") REFERENCES "public"."leads"("kind","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_lead_fk" FOREIGN KEY ("lead_kind","lead_id") REFERENCES "public"."leads"("kind","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_consents" ADD CONSTRAINT "submission_consents_lead_fk" FOREIGN KEY ("record_kind","record_id") REFERENCES "public"."leads"("kind","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_fk" FOREIGN KEY ("lead_kind","lead_id") REFERENCES "public"."leads"("kind","id") ON DELETE cascade ON UPDATE no action;
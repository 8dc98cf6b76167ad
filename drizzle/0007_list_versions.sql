CREATE TABLE "lead_list_versions" (
	"lead_kind" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Hand-written: one row per list, and a statement trigger on each lead table that raises it.
INSERT INTO "lead_list_versions" ("lead_kind") VALUES ('quotes'), ('demos'), ('contacts'), ('applications');--> statement-breakpoint
CREATE FUNCTION "bump_lead_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "lead_list_versions" SET "version" = "version" + 1 WHERE "lead_kind" = TG_ARGV[0];
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "quotes_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "quotes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_lead_list_version"('quotes');--> statement-breakpoint
CREATE TRIGGER "demo_requests_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "demo_requests" FOR EACH STATEMENT EXECUTE FUNCTION "bump_lead_list_version"('demos');--> statement-breakpoint
CREATE TRIGGER "contact_submissions_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contact_submissions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_lead_list_version"('contacts');--> statement-breakpoint
CREATE TRIGGER "job_applications_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "job_applications" FOR EACH STATEMENT EXECUTE FUNCTION "bump_lead_list_version"('applications');

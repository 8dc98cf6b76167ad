-- Partnership inquiries, a sixth lead kind (records 105, 106): its table, as drizzle-kit would
-- write it, its search index (as 0005 for the others) and, by hand, its place in the key table
-- and the triggers that register its rows there (as 0014 and 0021).
CREATE TABLE "partnership_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"owner_id" text,
	"follow_up_at" timestamp with time zone,
	"follow_up_all_day" boolean DEFAULT true NOT NULL,
	"first_response_at" timestamp with time zone,
	"source" jsonb,
	"reference" integer DEFAULT nextval('lead_reference_seq') NOT NULL,
	"company" text,
	"website_url" text,
	"partnership" text NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "partnership_inquiries_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "partnership_inquiries" ADD CONSTRAINT "partnership_inquiries_id_leads_id_fk" FOREIGN KEY ("id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_inquiries" ADD CONSTRAINT "partnership_inquiries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partnership_inquiries_created_at_idx" ON "partnership_inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "partnership_inquiries_status_created_at_idx" ON "partnership_inquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "partnership_inquiries_user_id_idx" ON "partnership_inquiries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "partnership_inquiries_owner_created_at_idx" ON "partnership_inquiries" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "partnership_inquiries_follow_up_at_idx" ON "partnership_inquiries" USING btree ("follow_up_at");--> statement-breakpoint
CREATE INDEX "partnership_inquiries_email_idx" ON "partnership_inquiries" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "partnership_inquiries_search_trgm_idx" ON "partnership_inquiries" USING gin ("name" gin_trgm_ops, "email" gin_trgm_ops, "company" gin_trgm_ops, "website_url" gin_trgm_ops, "message" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_kind_check";--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_kind_check" CHECK (kind in ('quotes', 'demos', 'contacts', 'applications', 'subscriptions', 'partnerships'));--> statement-breakpoint
CREATE TRIGGER "partnership_inquiries_register_lead" BEFORE INSERT ON "partnership_inquiries" FOR EACH ROW EXECUTE FUNCTION "register_lead"('partnerships');--> statement-breakpoint
CREATE TRIGGER "partnership_inquiries_forget_lead" AFTER DELETE ON "partnership_inquiries" FOR EACH ROW EXECUTE FUNCTION "forget_lead"();

-- Deals (records 113, 114): stages set by admins, deals opened from a lead or by hand, and the
-- people who became clients by a won deal. Money is integer minor units with its currency.
CREATE SEQUENCE "public"."deal_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "deal_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"probability" integer DEFAULT 0 NOT NULL,
	"outcome" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_stages_name_unique" UNIQUE("name"),
	CONSTRAINT "deal_stages_probability_check" CHECK ("probability" between 0 and 100),
	CONSTRAINT "deal_stages_outcome_check" CHECK ("outcome" in ('open', 'won', 'lost'))
);
--> statement-breakpoint
-- One Won and one Lost stage: winning and losing always have exactly one place to go.
CREATE UNIQUE INDEX "deal_stages_closed_outcome_idx" ON "deal_stages" USING btree ("outcome") WHERE "outcome" <> 'open';--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" integer DEFAULT nextval('deal_reference_seq') NOT NULL,
	"title" text NOT NULL,
	"company" text,
	"contact_name" text,
	"contact_email" text,
	"lead_kind" text,
	"lead_id" uuid,
	"value_minor" bigint DEFAULT 0 NOT NULL,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"stage_id" uuid NOT NULL,
	"probability" integer NOT NULL,
	"expected_close_on" date,
	"owner_id" text,
	"next_step" text,
	"next_step_at" timestamp with time zone,
	"lost_reason" text,
	"won_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"source" jsonb,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_reference_unique" UNIQUE("reference"),
	CONSTRAINT "deals_probability_check" CHECK ("probability" between 0 and 100),
	CONSTRAINT "deals_value_check" CHECK ("value_minor" >= 0),
	CONSTRAINT "deals_currency_check" CHECK ("currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_stage_id_deal_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."deal_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_lead_fk" FOREIGN KEY ("lead_kind","lead_id") REFERENCES "public"."leads"("kind","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_stage_updated_idx" ON "deals" USING btree ("stage_id","updated_at");--> statement-breakpoint
CREATE INDEX "deals_owner_updated_idx" ON "deals" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "deals_expected_close_idx" ON "deals" USING btree ("expected_close_on");--> statement-breakpoint
CREATE INDEX "deals_updated_idx" ON "deals" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "deals_lead_idx" ON "deals" USING btree ("lead_kind","lead_id");--> statement-breakpoint
CREATE INDEX "deals_contact_email_idx" ON "deals" USING btree (lower("contact_email"));--> statement-breakpoint
CREATE INDEX "deals_won_at_idx" ON "deals" USING btree ("won_at") WHERE "won_at" is not null;--> statement-breakpoint
CREATE TABLE "clients" (
	"email" text PRIMARY KEY NOT NULL,
	"name" text,
	"company" text,
	"first_deal_id" uuid,
	"became_client_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_email_lower_check" CHECK ("email" = lower("email"))
);
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_first_deal_id_deals_id_fk" FOREIGN KEY ("first_deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "deal_stages" ("name", "position", "probability", "outcome") VALUES
	('Qualified', 1, 20, 'open'),
	('Proposal sent', 2, 50, 'open'),
	('Negotiation', 3, 70, 'open'),
	('Won', 4, 100, 'won'),
	('Lost', 5, 0, 'lost');

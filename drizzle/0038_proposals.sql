-- Proposals on deals (records 115, 116): a proposal, its versions (sent ones fixed by a
-- trigger), and the signed links to a version, of which only the token's SHA-256 is kept.
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"lines" jsonb NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"tax_rate_bp" integer DEFAULT 0 NOT NULL,
	"subtotal_minor" bigint NOT NULL,
	"discount_minor" bigint NOT NULL,
	"tax_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"valid_until" date NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"document_sha256" text,
	"document_pdf" bytea,
	"viewed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_ip" text,
	"signed_sha256" text,
	"signed_pdf" bytea,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	CONSTRAINT "proposal_versions_proposal_version_unique" UNIQUE("proposal_id","version"),
	CONSTRAINT "proposal_versions_one_answer" CHECK (accepted_at IS NULL OR declined_at IS NULL),
	CONSTRAINT "proposal_versions_amounts" CHECK (subtotal_minor >= 0 AND discount_minor >= 0 AND tax_minor >= 0 AND total_minor >= 0)
);
--> statement-breakpoint
CREATE TABLE "proposal_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"version_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposal_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_versions" ADD CONSTRAINT "proposal_versions_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_versions" ADD CONSTRAINT "proposal_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_links" ADD CONSTRAINT "proposal_links_version_id_proposal_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."proposal_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposals_deal_idx" ON "proposals" USING btree ("deal_id","created_at");--> statement-breakpoint
CREATE INDEX "proposal_versions_document_sha256_idx" ON "proposal_versions" USING btree ("document_sha256");--> statement-breakpoint
CREATE INDEX "proposal_versions_signed_sha256_idx" ON "proposal_versions" USING btree ("signed_sha256");--> statement-breakpoint
CREATE INDEX "proposal_versions_awaiting_idx" ON "proposal_versions" USING btree ("sent_at") WHERE "proposal_versions"."accepted_at" is null and "proposal_versions"."declined_at" is null and "proposal_versions"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "proposal_links_version_idx" ON "proposal_links" USING btree ("version_id");--> statement-breakpoint
-- What was sent does not change (record 115): its substance is fixed from sent_at on, and an
-- answer, once given (when, and the signed document's hash), is fixed too. Erasure may still
-- clear the person's name, address, reason and PDF copies (record 116).
CREATE FUNCTION "proposal_version_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.sent_at IS NOT NULL AND (
    NEW.currency, NEW.lines, NEW.discount_bp, NEW.tax_rate_bp, NEW.subtotal_minor,
    NEW.discount_minor, NEW.tax_minor, NEW.total_minor, NEW.terms, NEW.valid_until, NEW.sent_at,
    NEW.document_sha256, NEW.version, NEW.proposal_id
  ) IS DISTINCT FROM (
    OLD.currency, OLD.lines, OLD.discount_bp, OLD.tax_rate_bp, OLD.subtotal_minor,
    OLD.discount_minor, OLD.tax_minor, OLD.total_minor, OLD.terms, OLD.valid_until, OLD.sent_at,
    OLD.document_sha256, OLD.version, OLD.proposal_id
  ) THEN
    RAISE EXCEPTION 'proposal version % was sent and cannot change', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  IF (OLD.accepted_at IS NOT NULL OR OLD.declined_at IS NOT NULL) AND (
    NEW.accepted_at, NEW.signed_sha256, NEW.declined_at
  ) IS DISTINCT FROM (
    OLD.accepted_at, OLD.signed_sha256, OLD.declined_at
  ) THEN
    RAISE EXCEPTION 'proposal version % was answered and cannot change', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "proposal_versions_fixed" BEFORE UPDATE ON "proposal_versions" FOR EACH ROW EXECUTE FUNCTION "proposal_version_fixed"();

-- A schedule names the version it will publish (record 119): the draft is kept as a version when
-- it is scheduled (published_at null until its time comes) and the item points at it. Items
-- scheduled before this keep the draft they had at this moment.
ALTER TABLE "content_versions" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "scheduled_version_id" uuid;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_scheduled_version_id_content_versions_id_fk" FOREIGN KEY ("scheduled_version_id") REFERENCES "public"."content_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "content_versions" ("item_id", "number", "slug", "fields", "published_at", "published_by")
SELECT i."id", COALESCE((SELECT max(v."number") FROM "content_versions" v WHERE v."item_id" = i."id"), 0) + 1,
  i."slug", i."fields", NULL, NULL
FROM "content_items" i WHERE i."scheduled_at" IS NOT NULL;--> statement-breakpoint
UPDATE "content_items" i SET "scheduled_version_id" = v."id"
FROM "content_versions" v
WHERE i."scheduled_at" IS NOT NULL AND v."item_id" = i."id" AND v."published_at" IS NULL;

ALTER TABLE "content_images" ADD COLUMN "alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_images" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
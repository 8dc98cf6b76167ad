-- A staff reply goes out as its author (record 118): the From display name it carries ("Pat Lee
-- at Brazos Digital", the address stays the site's) and the addresses it is copied to.
ALTER TABLE "email_outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "cc" text[];

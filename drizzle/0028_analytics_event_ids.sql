-- A uuid cannot become a number: the old ids go, and every row gets one from the new sequence.
ALTER TABLE "analytics_events" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);

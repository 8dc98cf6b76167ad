-- The lead's status before a booking, which the meeting's cancellation returns it to (record 100).
ALTER TABLE "meetings" ADD COLUMN "prior_lead_status" text;

-- A visitor's optional reason for cancelling a meeting (record 117), shown to its host.
ALTER TABLE "meetings" ADD COLUMN "cancel_reason" text;

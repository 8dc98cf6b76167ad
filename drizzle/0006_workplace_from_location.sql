-- Postings written before jobs had a workplace type said so in their location: carry it over,
-- so a remote posting keeps jobLocationType TELECOMMUTE in its JSON-LD.
UPDATE "jobs" SET "workplace_type" = 'remote' WHERE "workplace_type" = 'on-site' AND "location" ~* '\mremote\M';--> statement-breakpoint
UPDATE "jobs" SET "workplace_type" = 'hybrid' WHERE "workplace_type" = 'on-site' AND "location" ~* '\mhybrid\M';

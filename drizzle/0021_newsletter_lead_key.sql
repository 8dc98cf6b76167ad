-- Hand-written (drizzle-kit does not write triggers): the newsletter's table registers its rows
-- in "leads" as they are saved and removes them when a row is deleted, as 0014_leads did for
-- the other kinds. Records 076 and 079.
CREATE TRIGGER "newsletter_subscriptions_register_lead" BEFORE INSERT ON "newsletter_subscriptions" FOR EACH ROW EXECUTE FUNCTION "register_lead"('subscriptions');
--> statement-breakpoint
CREATE TRIGGER "newsletter_subscriptions_forget_lead" AFTER DELETE ON "newsletter_subscriptions" FOR EACH ROW EXECUTE FUNCTION "forget_lead"();

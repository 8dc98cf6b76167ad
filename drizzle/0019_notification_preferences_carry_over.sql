-- Hand-written (record 083): each staff member's alert choice per list becomes their choice for
-- that list's new-lead event: each -> instant, digest -> digest, none -> off.
INSERT INTO "notification_preferences" ("user_id", "event", "mode", "updated_at")
SELECT "user_id", 'new-lead:' || "lead_kind",
  CASE "mode" WHEN 'each' THEN 'instant' WHEN 'none' THEN 'off' ELSE 'digest' END,
  "updated_at"
FROM "alert_preferences"
ON CONFLICT ("user_id", "event") DO NOTHING;

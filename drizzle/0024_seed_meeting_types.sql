-- Hand-written (record 077): the meeting types booking starts with; admins edit names and lengths.
INSERT INTO "meeting_types" ("id", "name", "minutes") VALUES
  ('demo', 'Demo', 30),
  ('discovery', 'Discovery call', 45),
  ('interview', 'Interview', 45)
ON CONFLICT ("id") DO NOTHING;

// The authorization matrix rows of the reply, alert and webhook settings (record 047), spread
// into admin-matrix.ts. Kept apart so that file changes by one line.
import { adminOnly, both, type Case } from "./matrix-case";

export function replyCases(): Case[] {
  return [
    {
      file: "routes/admin/settings-replies.tsx",
      method: "GET",
      url: "/admin/settings/replies",
      expect: adminOnly,
    },
    {
      file: "routes/admin/settings-replies.tsx",
      method: "POST",
      url: "/admin/settings/replies",
      // A test send, not a save: the matrix shares its database with the specs that read the
      // saved auto-replies.
      form: {
        intent: "test",
        key: "auto-reply:contacts",
        enabled: "on",
        subject: "We received your message ({{reference}})",
        body: "Hello {{first_name}}, thank you.",
      },
      expect: adminOnly,
    },
    {
      file: "routes/admin/settings-candidate-emails.tsx",
      method: "GET",
      url: "/admin/settings/candidate-emails",
      expect: both,
    },
    {
      file: "routes/admin/settings-candidate-emails.tsx",
      method: "POST",
      url: "/admin/settings/candidate-emails",
      form: {
        intent: "test",
        key: "status:applications:Hired",
        subject: "Welcome aboard",
        body: "Hello {{first_name}}.",
      },
      expect: both,
    },
    {
      file: "routes/admin/settings-alerts.tsx",
      method: "GET",
      url: "/admin/settings/alerts",
      expect: both,
    },
    {
      file: "routes/admin/settings-alerts.tsx",
      method: "POST",
      url: "/admin/settings/alerts",
      form: { "mode:new-lead:applications": "digest" },
      expect: both,
    },
    {
      file: "routes/admin/settings-webhooks.tsx",
      method: "GET",
      url: "/admin/settings/webhooks",
      expect: adminOnly,
    },
    {
      file: "routes/admin/settings-webhooks.tsx",
      method: "POST",
      url: "/admin/settings/webhooks",
      form: { intent: "add", url: "http://127.0.0.1:9/matrix", "event:lead.created": "on" },
      expect: { ...adminOnly, admin: 201 },
    },
  ];
}

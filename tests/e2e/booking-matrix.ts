// The authorization matrix rows of the booking pages (record 077), spread into admin-matrix.ts:
// staff who work a list, and admins for the meeting types.
import { adminOnly, both, type Case, noSuchId, staffOnly } from "./matrix-case";

export function bookingCases(): Case[] {
  return [
    { file: "routes/admin/meetings.tsx", method: "GET", url: "/admin/meetings", expect: both },
    // The week view (record 088): whose meetings show is decided on the server, by role.
    {
      file: "routes/admin/meetings-week.tsx",
      method: "GET",
      url: "/admin/meetings/week?week=2026-06-01",
      expect: both,
    },
    {
      file: "routes/admin/meetings.tsx",
      method: "POST",
      url: "/admin/meetings",
      // No such meeting: refused with 400, changing nothing, for whoever may get that far.
      form: { intent: "completed", meetingId: noSuchId },
      expect: { ...staffOnly, hr: 400, editor: 403, admin: 400 },
    },
    {
      file: "routes/admin/settings-availability.tsx",
      method: "GET",
      url: "/admin/settings/availability",
      expect: both,
    },
    {
      file: "routes/admin/settings-availability.tsx",
      method: "POST",
      url: "/admin/settings/availability",
      form: { intent: "feed-revoke" },
      expect: both,
    },
    {
      file: "routes/admin/settings-availability.tsx",
      method: "POST",
      url: "/admin/settings/availability",
      form: { intent: "busy-feed-remove" },
      expect: both,
    },
    {
      file: "routes/admin/settings-availability.tsx",
      method: "POST",
      url: "/admin/settings/availability",
      form: {
        intent: "types",
        "minutes-demo": "30",
        "minutes-discovery": "45",
        "minutes-interview": "45",
      },
      expect: adminOnly,
    },
  ];
}

// The authorization matrix rows of the newsletter's issues (record 111), spread into
// admin-matrix.ts: admins and editors, who run the site's content; HR is refused. Posts are
// refused on purpose (blank subject, unknown intent, an issue that does not exist), so nothing
// changes in the database other specs share.
import { type Case, contentStaff, noSuchId } from "./matrix-case";

const noSuchIssue = `/admin/newsletter/issues/${noSuchId}`;

export function newsletterCases(): Case[] {
  return [
    {
      file: "routes/admin/newsletter-issues.tsx",
      method: "GET",
      url: "/admin/newsletter/issues",
      expect: contentStaff(200),
    },
    {
      file: "routes/admin/newsletter-issues.tsx",
      method: "POST",
      url: "/admin/newsletter/issues",
      form: { intent: "nothing" },
      expect: contentStaff(400),
    },
    {
      // The list's default rate: admins only; a rate of 0 is refused as such.
      file: "routes/admin/newsletter-issues.tsx",
      method: "POST",
      url: "/admin/newsletter/issues",
      form: { intent: "rate", defaultRatePerMinute: "0" },
      expect: { ...contentStaff(400), editor: 403 },
    },
    {
      file: "routes/admin/newsletter-issue.tsx",
      method: "GET",
      url: noSuchIssue,
      expect: contentStaff(404),
    },
    {
      file: "routes/admin/newsletter-issue.tsx",
      method: "POST",
      url: noSuchIssue,
      form: { intent: "save", subject: "" },
      expect: contentStaff(400),
    },
  ];
}

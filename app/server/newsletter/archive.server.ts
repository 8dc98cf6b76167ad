import { and, desc, eq, inArray } from "drizzle-orm";
import { formatDate } from "~/lib/dates";
import { renderMarkdown } from "../content/markdown.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { newsletterIssues } from "../db/schema.server";

// The public archive of issues (record 111): every issue from the moment it starts sending.
// Its links point straight at their targets: a reader of the archive is not counted.

const released = inArray(newsletterIssues.status, ["sending", "sent"]);

const dateOf = (issue: { sendStartedAt: Date | null; createdAt: Date }) =>
  (issue.sendStartedAt ?? issue.createdAt).toISOString().slice(0, 10);

export async function archivedIssues(db: Db = defaultDb()) {
  const rows = await db
    .select({
      slug: newsletterIssues.slug,
      subject: newsletterIssues.subject,
      sendStartedAt: newsletterIssues.sendStartedAt,
      createdAt: newsletterIssues.createdAt,
    })
    .from(newsletterIssues)
    .where(released)
    .orderBy(desc(newsletterIssues.sendStartedAt));
  return rows.map((row) => ({
    slug: row.slug,
    subject: row.subject,
    date: dateOf(row),
    dateLabel: formatDate(dateOf(row)),
  }));
}

export async function archivedIssue(slug: string, db: Db = defaultDb()) {
  const [row] = await db
    .select()
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.slug, slug), released));
  if (!row) return null;
  return {
    slug: row.slug,
    subject: row.subject,
    date: dateOf(row),
    dateLabel: formatDate(dateOf(row)),
    bodyHtml: renderMarkdown(row.body),
  };
}

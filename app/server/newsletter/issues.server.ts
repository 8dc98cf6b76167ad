import { randomBytes } from "node:crypto";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { slugify } from "~/lib/content/slug";
import { newsletterIssueForm } from "~/lib/forms/newsletter-issue";
import type { FormResult } from "~/lib/forms/result";
import { refusedInput, validateForm } from "~/lib/forms/validate";
import type { SessionUser } from "../auth/session.server";
import { str } from "../content/field-readers.server";
import type { Db } from "../db/client.server";
import { contentItems, newsletterIssues } from "../db/schema.server";

// Writing issues (record 111): a draft is written for e-mail or taken from a published article;
// only a draft changes. Sending is issue-sending.server.ts, the job sending.server.ts.

export type Viewer = Pick<SessionUser, "id" | "email">;

/**
 * A slug for the archive's URL: the subject's words and a short random tail, never reused. A
 * draft's is set again from its final subject when it leaves (issue-sending.server.ts).
 */
export const issueSlug = (subject: string) =>
  `${slugify(subject).slice(0, 60) || "issue"}-${randomBytes(3).toString("hex")}`;

export async function listIssues(db: Db) {
  return db
    .select({
      id: newsletterIssues.id,
      subject: newsletterIssues.subject,
      status: newsletterIssues.status,
      scheduledAt: newsletterIssues.scheduledAt,
      sendStartedAt: newsletterIssues.sendStartedAt,
      sentAt: newsletterIssues.sentAt,
      updatedAt: newsletterIssues.updatedAt,
      // Table names spelt out: drizzle leaves columns of a one-table select unqualified, and an
      // unqualified "id" inside the subquery would be the send's own.
      sends: sql<number>`(select count(*)::int from newsletter_sends s where s.issue_id = newsletter_issues.id)`,
    })
    .from(newsletterIssues)
    .orderBy(desc(newsletterIssues.createdAt));
}

export async function findIssue(db: Db, id: string) {
  const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  return issue ?? null;
}

/** Published articles an issue can be taken from, newest first. */
export async function publishedArticles(db: Db) {
  const rows = await db
    .select({ id: contentItems.id, fields: contentItems.published })
    .from(contentItems)
    .where(and(eq(contentItems.type, "article"), isNotNull(contentItems.published)))
    .orderBy(desc(contentItems.publishedAt));
  return rows.map((row) => ({ id: row.id, title: row.fields ? str(row.fields, "title") : "" }));
}

/** A new draft, blank or from a published article (its title, summary and body). */
export async function createIssue(
  db: Db,
  articleId: string | null,
  viewer: Viewer,
): Promise<{ ok: true; id: string } | FormResult> {
  let subject = "New issue";
  let body = "";
  if (articleId) {
    const [article] = await db
      .select({ fields: contentItems.published })
      .from(contentItems)
      .where(and(eq(contentItems.id, articleId), eq(contentItems.type, "article")));
    if (!article?.fields)
      return {
        ok: false,
        status: 404,
        toast: { title: "Article not found", variant: "destructive" },
      };
    subject = str(article.fields, "title");
    body = [str(article.fields, "summary"), str(article.fields, "body")]
      .filter(Boolean)
      .join("\n\n");
  }
  const [row] = await db
    .insert(newsletterIssues)
    .values({ slug: issueSlug(subject), subject, body, articleId, createdBy: viewer.id })
    .returning({ id: newsletterIssues.id });
  if (!row) throw new Error("Inserting the issue returned no row");
  return { ok: true, id: row.id };
}

const notDraft: FormResult = {
  ok: false,
  status: 409,
  toast: {
    title: "Issue already on its way",
    description: "A scheduled or sent issue can't be changed. Cancel the schedule first.",
    variant: "destructive",
  },
};

/** Saves a draft's subject, body and pace; refused once it is scheduled or sent. */
export async function saveIssue(
  db: Db,
  id: string,
  values: Record<string, string>,
): Promise<FormResult> {
  const check = validateForm(newsletterIssueForm, values);
  if (!check.ok) return refusedInput(check, values);
  const saved = await db
    .update(newsletterIssues)
    .set({ ...check.data, updatedAt: new Date() })
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, "draft")))
    .returning({ id: newsletterIssues.id });
  return saved.length > 0
    ? { ok: true, status: 200, toast: newsletterIssueForm.success }
    : { ...notDraft, values };
}

export { notDraft };

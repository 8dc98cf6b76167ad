import { and, count, eq, ne } from "drizzle-orm";
import { newsletterSettingsForm } from "~/lib/forms/newsletter-issue";
import type { FormResult } from "~/lib/forms/result";
import { refusedInput, validateForm } from "~/lib/forms/validate";
import { can } from "../auth/permissions.server";
import type { SessionUser } from "../auth/session.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { newsletterSubscriptions } from "../db/schema.server";
import { unknownIntent } from "../http/responses.server";
import { ANONYMISED_EMAIL } from "../leads/erased.server";
import { issueContent } from "./issue-content.server";
import { renderIssueMail } from "./issue-mail.server";
import { cancelSchedule, scheduleIssue, sendIssueNow, sendTest } from "./issue-sending.server";
import { createIssue, findIssue, listIssues, publishedArticles, saveIssue } from "./issues.server";
import { issueReport } from "./report.server";
import { defaultRatePerMinute, setDefaultRatePerMinute } from "./settings.server";

// What the staff newsletter pages load and post (record 111); the routes stay thin.

const mayChangeSettings = (viewer: SessionUser) => can(viewer.role, { user: ["set-role"] });

async function confirmedCount(db: Db) {
  const [row] = await db
    .select({ count: count() })
    .from(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.status, "Confirmed"),
        ne(newsletterSubscriptions.email, ANONYMISED_EMAIL),
      ),
    );
  return row?.count ?? 0;
}

export async function newsletterListPage(viewer: SessionUser, db: Db = defaultDb()) {
  const [issues, articles, rate, confirmed] = await Promise.all([
    listIssues(db),
    publishedArticles(db),
    defaultRatePerMinute(db),
    confirmedCount(db),
  ]);
  return { issues, articles, rate, confirmed, mayChangeRate: mayChangeSettings(viewer) };
}

/** The list page's posts: a new issue (blank or from an article), or the list's default rate. */
export async function newsletterListAction(
  values: Record<string, string>,
  viewer: SessionUser,
  db: Db = defaultDb(),
): Promise<FormResult | { ok: true; id: string }> {
  switch (values.intent) {
    case "create":
      return createIssue(db, values.articleId || null, viewer);
    case "rate": {
      if (!mayChangeSettings(viewer))
        return { ok: false, status: 403, toast: { title: "Admins only", variant: "destructive" } };
      const check = validateForm(newsletterSettingsForm, values);
      if (!check.ok) return refusedInput(check, values);
      await setDefaultRatePerMinute(db, check.data.defaultRatePerMinute, viewer.id);
      return { ok: true, status: 200, toast: newsletterSettingsForm.success };
    }
    default:
      return unknownIntent;
  }
}

export async function newsletterIssuePage(id: string, db: Db = defaultDb()) {
  const issue = await findIssue(db, id);
  if (!issue) return null;
  const { content } = await issueContent(db, issue, { counted: false });
  const [preview, report, rate, confirmed] = await Promise.all([
    renderIssueMail(content),
    issue.status === "draft" || issue.status === "scheduled" ? null : issueReport(db, issue),
    defaultRatePerMinute(db),
    confirmedCount(db),
  ]);
  return {
    issue: {
      id: issue.id,
      slug: issue.slug,
      subject: issue.subject,
      body: issue.body,
      status: issue.status,
      ratePerMinute: issue.ratePerMinute,
      fromArticle: issue.articleId !== null,
      scheduledAt: issue.scheduledAt?.toISOString() ?? null,
      sendStartedAt: issue.sendStartedAt?.toISOString() ?? null,
      sentAt: issue.sentAt?.toISOString() ?? null,
    },
    previewHtml: preview.html,
    report,
    rate,
    confirmed,
  };
}

/** The issue page's posts, by intent. */
export async function newsletterIssueAction(
  id: string,
  values: Record<string, string>,
  viewer: SessionUser,
  db: Db = defaultDb(),
): Promise<FormResult> {
  switch (values.intent) {
    case "save":
      return saveIssue(db, id, values);
    case "test":
      return sendTest(db, id, viewer);
    case "send-now":
      return sendIssueNow(db, id);
    case "schedule":
      return scheduleIssue(db, id, values.sendAt);
    case "cancel-schedule":
      return cancelSchedule(db, id);
    default:
      return unknownIntent;
  }
}

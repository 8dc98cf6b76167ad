import { and, eq, inArray } from "drizzle-orm";
import type { FormResult } from "~/lib/forms/result";
import { newsletterPaths } from "~/lib/newsletter";
import { config } from "../config.server";
import { scheduledInstant } from "../content/content-actions.server";
import { publicPageChanged } from "../content/public-content.server";
import type { Db } from "../db/client.server";
import { newsletterIssues } from "../db/schema.server";
import { enqueueNotice } from "../mail/outbox.server";
import { nudgeMailWorker } from "../mail/outbox-worker.server";
import { headerSafe } from "../mail/templates.server";
import { issueContent } from "./issue-content.server";
import { personalCopy, renderIssueMail } from "./issue-mail.server";
import { findIssue, issueSlug, notDraft, type Viewer } from "./issues.server";

// What staff do with a draft (record 111): a test to themselves, send now, schedule, cancel.

const gone: FormResult = {
  ok: false,
  status: 404,
  toast: { title: "Issue not found", variant: "destructive" },
};

/**
 * A draft leaves for the list, now or at `at`: its links are frozen, so the click counter
 * redirects to exactly the links its mail carries. Only a draft moves, in one statement.
 */
async function release(db: Db, id: string, at: Date | null, now: Date): Promise<FormResult> {
  const issue = await findIssue(db, id);
  if (!issue) return gone;
  const { links } = await issueContent(db, { ...issue, links: null }, { counted: true });
  const frozen = { slug: issueSlug(issue.subject), links, updatedAt: now };
  const moved = await db
    .update(newsletterIssues)
    .set(
      at
        ? { status: "scheduled", scheduledAt: at, ...frozen }
        : { status: "sending", sendStartedAt: now, ...frozen },
    )
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, "draft")))
    .returning({ id: newsletterIssues.id });
  if (moved.length === 0) return notDraft;
  if (!at) {
    nudgeMailWorker();
    publicPageChanged(newsletterPaths.archive);
  }
  return {
    ok: true,
    status: 200,
    toast: at ? { title: "Issue scheduled" } : { title: "Sending started" },
  };
}

export const sendIssueNow = (db: Db, id: string, now = new Date()) => release(db, id, null, now);

export async function scheduleIssue(
  db: Db,
  id: string,
  when: string | undefined,
  now = new Date(),
): Promise<FormResult> {
  const at = scheduledInstant(when);
  const problem = !at
    ? "Enter a date and time."
    : at <= now
      ? "Choose a time in the future."
      : null;
  if (problem || !at)
    return {
      ok: false,
      status: 400,
      toast: { title: "Please check the form", variant: "destructive" },
      fieldErrors: { sendAt: problem ?? "Enter a date and time." },
    };
  return release(db, id, at, now);
}

/** A scheduled issue goes back to being a draft (one that started sending cannot). */
export async function cancelSchedule(db: Db, id: string): Promise<FormResult> {
  const moved = await db
    .update(newsletterIssues)
    .set({ status: "draft", scheduledAt: null, links: null, updatedAt: new Date() })
    .where(and(eq(newsletterIssues.id, id), inArray(newsletterIssues.status, ["scheduled"])))
    .returning({ id: newsletterIssues.id });
  return moved.length > 0
    ? { ok: true, status: 200, toast: { title: "Schedule cancelled" } }
    : { ok: false, status: 409, toast: { title: "Already sending", variant: "destructive" } };
}

/**
 * "Send me a test": the issue as subscribers will see it, to the staff member's own address,
 * marked as a test; its links lead straight to their targets, so a test adds no clicks.
 */
export async function sendTest(db: Db, id: string, viewer: Viewer): Promise<FormResult> {
  const issue = await findIssue(db, id);
  if (!issue) return gone;
  const { content } = await issueContent(db, issue, {
    counted: false,
    banner: "Test copy: only you received this.",
  });
  const rendered = await renderIssueMail(content);
  const signup = new URL(newsletterPaths.signup, config().PUBLIC_URL).href;
  await enqueueNotice(db, {
    kind: "newsletter-test",
    to: viewer.email,
    subject: headerSafe(`[Test] ${issue.subject}`),
    ...personalCopy(rendered, signup),
  });
  nudgeMailWorker();
  return {
    ok: true,
    status: 200,
    toast: { title: "Test sent", description: `A test copy is on its way to ${viewer.email}.` },
  };
}

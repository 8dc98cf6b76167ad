import { randomUUID } from "node:crypto";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { newsletterPaths } from "~/lib/newsletter";
import { publicPageChanged } from "../content/public-content.server";
import type { Db } from "../db/client.server";
import { newsletterIssues, newsletterSends, newsletterSubscriptions } from "../db/schema.server";
import { enqueueNotices, type OutboxNotice } from "../mail/outbox.server";
import { headerSafe } from "../mail/templates.server";
import { bounceAddressFor } from "./bounce-address.server";
import { type IssueRow, issueContent } from "./issue-content.server";
import { personalCopy, renderIssueMail } from "./issue-mail.server";
import { unsubscribeHeaders } from "./mail.server";
import { mailableSubscribers } from "./mailable.server";
import { defaultRatePerMinute } from "./settings.server";

// Sending an issue (record 111): each turn of the scheduler materialises the next batch of sends
// at the issue's rate, each send row and its outbox row in one transaction; the outbox delivers.

/** At most this many sends per issue per turn, whatever the rate: a turn stays short. */
export const MAX_BATCH = 500;

/** Scheduled issues whose time has come start sending. */
async function startDueIssues(db: Db, now: Date) {
  const started = await db
    .update(newsletterIssues)
    .set({ status: "sending", sendStartedAt: now, updatedAt: now })
    .where(and(eq(newsletterIssues.status, "scheduled"), lte(newsletterIssues.scheduledAt, now)))
    .returning({ id: newsletterIssues.id });
  // The public archive lists an issue from the moment it starts sending.
  if (started.length > 0) publicPageChanged(newsletterPaths.archive);
}

/**
 * How many more sends the rate allows: `rate` for every minute begun since sending started, less
 * those made. A restart or a second instance reads the same count, so the pace holds across them.
 */
export function sendsAllowed(rate: number, startedAt: Date, made: number, now: Date): number {
  const minutesBegun = Math.floor(Math.max(0, now.getTime() - startedAt.getTime()) / 60_000) + 1;
  return Math.max(0, Math.min(MAX_BATCH, rate * minutesBegun - made));
}

/**
 * One batch of one issue, in one transaction. The issue row is locked (SKIP LOCKED: another
 * instance busy with it is left alone); the unique key (issue, subscriber) is what guarantees
 * once per person even so: a send that exists is skipped, and its outbox row is only written
 * for a send row this transaction inserted.
 */
async function sendBatch(db: Db, issueId: string, defaultRate: number, now: Date) {
  return db.transaction(async (tx) => {
    const [issue] = await tx
      .select()
      .from(newsletterIssues)
      .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, "sending")))
      .for("update", { skipLocked: true });
    if (!issue) return 0;
    const [made] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(newsletterSends)
      .where(eq(newsletterSends.issueId, issue.id));
    const allowed = sendsAllowed(
      issue.ratePerMinute ?? defaultRate,
      issue.sendStartedAt ?? now,
      made?.count ?? 0,
      now,
    );
    if (allowed === 0) return 0;
    const recipients = await tx
      .select({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email })
      .from(newsletterSubscriptions)
      .where(
        and(
          // Confirmed only: not pending, not unsubscribed, not stopped by bounces, not erased.
          mailableSubscribers,
          // Table names spelt out, as drizzle leaves a one-table select's columns unqualified.
          sql`not exists (select 1 from newsletter_sends s where s.issue_id = ${issue.id} and s.subscriber_id = newsletter_subscriptions.id)`,
        ),
      )
      .orderBy(asc(newsletterSubscriptions.id))
      .limit(allowed);
    if (recipients.length === 0) {
      await tx
        .update(newsletterIssues)
        .set({ status: "sent", sentAt: now, updatedAt: now })
        .where(eq(newsletterIssues.id, issue.id));
      return 0;
    }
    const planned = recipients.map((recipient) => ({ ...recipient, outboxId: randomUUID() }));
    // The outbox row's foreign key is checked at commit (deferred), after both rows exist.
    const inserted = await tx
      .insert(newsletterSends)
      .values(
        planned.map((send) => ({
          issueId: issue.id,
          subscriberId: send.id,
          outboxId: send.outboxId,
          createdAt: now,
        })),
      )
      .onConflictDoNothing({ target: [newsletterSends.issueId, newsletterSends.subscriberId] })
      .returning({ subscriberId: newsletterSends.subscriberId });
    const mine = new Set(inserted.map((row) => row.subscriberId));
    const mails = await issueMails(
      tx,
      issue,
      planned.filter((send) => mine.has(send.id)),
    );
    await enqueueNotices(tx, mails);
    return mails.length;
  });
}

/** Each recipient's copy: the issue rendered once, their unsubscribe link put in. */
async function issueMails(
  db: Db,
  issue: IssueRow,
  recipients: { id: string; email: string; outboxId: string }[],
): Promise<OutboxNotice[]> {
  if (recipients.length === 0) return [];
  const { content } = await issueContent(db, issue, { counted: true });
  const rendered = await renderIssueMail(content);
  return recipients.map((recipient) => {
    const { unsubscribe, headers } = unsubscribeHeaders(recipient.id);
    return {
      id: recipient.outboxId,
      kind: "newsletter-issue",
      to: recipient.email,
      subject: headerSafe(issue.subject),
      ...personalCopy(rendered, unsubscribe),
      headers,
      lead: { kind: "subscriptions", id: recipient.id },
      // Each copy's own signed return path, so a bounce names its subscriber (record 112).
      envelopeFrom: bounceAddressFor({ issueId: issue.id, subscriberId: recipient.id }),
    };
  });
}

/**
 * The scheduler's job: starts scheduled issues that are due, then queues the next batch of
 * every issue being sent. Answers how many mails it queued.
 */
export async function sendDueIssues(db: Db, now = new Date()): Promise<number> {
  await startDueIssues(db, now);
  const sending = await db
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.status, "sending"));
  if (sending.length === 0) return 0;
  const rate = await defaultRatePerMinute(db);
  let queued = 0;
  for (const issue of sending) queued += await sendBatch(db, issue.id, rate, now);
  return queued;
}

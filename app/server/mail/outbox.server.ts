import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { LeadKind, StaffNoticeKind } from "~/lib/lead-kinds";
import type { NewsletterMailKind } from "~/lib/newsletter";
import { type PersonalMailKind, personalMailKinds } from "~/lib/replies";
import type { Db } from "../db/client.server";
import { emailOutbox } from "../db/schema.server";
import { replyAddress } from "./reply-address.server";
import { headerSafe, noticeMailbox } from "./templates.server";

// Queueing a notice. Leasing due notices is outbox-lease.server.ts, sending them
// outbox-delivery.server.ts, and retrying the failed ones outbox-retry.server.ts.

export type { Db };
export type OutboxRow = typeof emailOutbox.$inferSelect;

type QueuedMail = {
  /** The row's id when the caller needs it before the insert (a newsletter send names it). */
  id?: string;
  kind:
    | StaffNoticeKind
    | PersonalMailKind
    | "verify-email"
    | "reset-password"
    | "assigned"
    | "digest"
    | "weekly-report"
    | "hourly"
    | "alert"
    | "answer"
    | "template-test"
    | "meeting"
    | "meeting-reminder"
    | "deal-won"
    | "proposal"
    | "deal-proposal"
    | NewsletterMailKind;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  resumeFileId?: string;
  /** The lead the message is about (its list and id), so that its timeline shows it. */
  lead?: { kind: string; id: string };
  /** Headers of this message's own (a newsletter's List-Unsubscribe, record 079). */
  headers?: Record<string, string>;
  /** Not before this time (a meeting reminder, record 077); by default as soon as committed. */
  sendAfter?: Date;
  /** An iCalendar invitation or cancellation, sent along as invite.ics (record 077). */
  calendar?: string;
  /** The SMTP envelope sender (a newsletter's bounce return path, record 111); unset: From. */
  envelopeFrom?: string | null;
  /** A staff reply's From display name; the address stays the site's (record 118). */
  fromName?: string;
  /** Addresses a staff reply is copied to (record 118). */
  cc?: string[];
};

/** Mail to a lead's person (or about their meeting), whose answers belong to the lead. */
export const leadMailKinds = [
  ...personalMailKinds,
  "meeting",
  "meeting-reminder",
  // A proposal to the deal's contact (record 115): on a deal opened from a lead, lead mail.
  "proposal",
] as const;
export type LeadMailKind = (typeof leadMailKinds)[number];
/** Any notice but mail about a lead to its person (enqueueLeadMail's). */
export type OutboxNotice = QueuedMail & { kind: Exclude<QueuedMail["kind"], LeadMailKind> };
export type LeadMail = Omit<QueuedMail, "kind" | "lead"> & { kind: LeadMailKind };

/**
 * Queues a notice. Pass the transaction that writes the lead, so that the lead and its notice
 * exist together or not at all; the worker sends it after the commit. Mail about a lead to its
 * person goes through enqueueLeadMail instead (the type refuses it here).
 */
export async function enqueueNotice(tx: Db, notice: OutboxNotice): Promise<{ id: string }> {
  return insertNotice(tx, notice);
}

/**
 * Queues a periodic notice (a digest, a summary, a report) once across every instance: the
 * `claim` row goes into `sends` (whose key is the person and the period) unless another
 * instance's is there, and only a claim of ours queues `notice`, in the same transaction. A null
 * `notice` keeps the claim and sends nothing. Whether it was queued.
 */
export async function enqueueNoticeOnce<Sends extends PgTable>(
  db: Db,
  sends: Sends,
  claim: PgInsertValue<Sends>,
  notice: OutboxNotice | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(sends).values(claim).onConflictDoNothing().returning();
    if (claimed.length === 0 || !notice) return false;
    await enqueueNotice(tx, notice);
    return true;
  });
}

/**
 * Queues mail about a lead (record 099): it carries the lead's Reply-To itself, so no such mail
 * can forget it and an answer such as "can we do 11 instead?" reaches the lead, not a no-reply
 * address. That is the lead's own reply address when inbound mail is on (record 075), else the
 * mailbox that reads the lead's list. A staff reply passes its author, which its timeline entry
 * shows; at send it is answered to the lead's address all the same (conversationHeaders).
 */
export async function enqueueLeadMail(
  tx: Db,
  lead: { kind: LeadKind; id: string },
  mail: LeadMail,
): Promise<{ id: string }> {
  const replyTo = mail.replyTo ?? replyAddress(lead.kind, lead.id) ?? noticeMailbox(lead.kind);
  return insertNotice(tx, { ...mail, replyTo, lead });
}

/** Queues many notices in the caller's transaction (a newsletter batch, record 111). */
export async function enqueueNotices(tx: Db, notices: OutboxNotice[]): Promise<void> {
  // Building one statement of a newsletter's 500 rows is one long stretch of work on the event
  // loop; a hundred at a time lets waiting requests run in between (record 121).
  for (let start = 0; start < notices.length; start += INSERT_CHUNK) {
    await tx
      .insert(emailOutbox)
      .values(notices.slice(start, start + INSERT_CHUNK).map(outboxValues));
  }
}

const INSERT_CHUNK = 100;

async function insertNotice(tx: Db, notice: QueuedMail): Promise<{ id: string }> {
  const [row] = await tx
    .insert(emailOutbox)
    .values(outboxValues(notice))
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error("Inserting the notice returned no row");
  return row;
}

function outboxValues(notice: QueuedMail): typeof emailOutbox.$inferInsert {
  return {
    ...(notice.id ? { id: notice.id } : {}),
    kind: notice.kind,
    to: headerSafe(notice.to),
    replyTo: notice.replyTo ? headerSafe(notice.replyTo) : null,
    subject: headerSafe(notice.subject),
    html: notice.html,
    text: notice.text,
    resumeFileId: notice.resumeFileId ?? null,
    leadKind: notice.lead?.kind ?? null,
    leadId: notice.lead?.id ?? null,
    headers: notice.headers
      ? Object.fromEntries(
          Object.entries(notice.headers).map(([name, value]) => [name, headerSafe(value)]),
        )
      : null,
    calendar: notice.calendar ?? null,
    envelopeFrom: notice.envelopeFrom ? headerSafe(notice.envelopeFrom) : null,
    fromName: notice.fromName ? headerSafe(notice.fromName) : null,
    cc: notice.cc?.length ? notice.cc.map(headerSafe) : null,
    ...(notice.sendAfter ? { nextAttemptAt: notice.sendAfter } : {}),
  };
}

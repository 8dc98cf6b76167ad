import type { StaffNoticeKind } from "~/lib/lead-kinds";
import type { NewsletterMailKind } from "~/lib/newsletter";
import type { PersonalMailKind } from "~/lib/replies";
import type { Db } from "../db/client.server";
import { emailOutbox } from "../db/schema.server";
import { headerSafe } from "./templates.server";

// Queueing a notice. Leasing due notices is outbox-lease.server.ts, sending them
// outbox-delivery.server.ts, and retrying the failed ones outbox-retry.server.ts.

export type { Db };
export type OutboxRow = typeof emailOutbox.$inferSelect;

export type OutboxNotice = {
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
};

/**
 * Queues a notice. Pass the transaction that writes the lead, so that the lead and its notice
 * exist together or not at all; the worker sends it after the commit.
 */
export async function enqueueNotice(tx: Db, notice: OutboxNotice): Promise<{ id: string }> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
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
      ...(notice.sendAfter ? { nextAttemptAt: notice.sendAfter } : {}),
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error("Inserting the notice returned no row");
  return row;
}

import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { StaffNoticeKind } from "~/lib/lead-kinds";
import type { NewsletterMailKind } from "~/lib/newsletter";
import type { PersonalMailKind } from "~/lib/replies";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { emailOutbox, resumeFiles } from "../db/schema.server";
import { conversationHeaders } from "../inbound/thread.server";
import { log } from "../log.server";
import { headerSafe } from "./templates.server";
import type { MailAttachment, MailTransport } from "./transport.server";

export type { Db };
export type OutboxRow = typeof emailOutbox.$inferSelect;

/** Times come from the database clock, so that instances with skewed clocks agree. */
const fromNow = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

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

/**
 * Leases due notices to this caller for `lockMs`. SKIP LOCKED lets several server instances
 * claim side by side without waiting on or taking each other's rows; the lease (locked_until)
 * keeps a row from being claimed again while it is being sent, and frees it if this process dies.
 */
export async function claimDueNotices(
  db: Db,
  options: { limit: number; lockMs: number },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        isNull(emailOutbox.sentAt),
        lte(emailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(emailOutbox.lockedUntil), lte(emailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(options.limit)
    .for("update", { skipLocked: true });
  // `= any(array(...))` runs the locking subquery exactly once; a plain `in (...)` may be
  // planned as a join that re-runs it and claims more than `limit` rows.
  return db
    .update(emailOutbox)
    .set({
      lockedUntil: fromNow(options.lockMs),
      attempts: sql`${emailOutbox.attempts} + 1`,
    })
    .where(sql`${emailOutbox.id} = any(array(${due}))`)
    .returning();
}

const BASE_RETRY_MS = 15_000;
const MAX_RETRY_MS = 60 * 60 * 1000;
const MAX_ERROR_LENGTH = 1000;

/** 15 s, 30 s, 1 min, … up to an hour, and then hourly for as long as it takes. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(BASE_RETRY_MS * 2 ** exponent, MAX_RETRY_MS);
}

async function resumeAttachment(db: Db, resumeFileId: string): Promise<MailAttachment> {
  const [file] = await db
    .select({
      fileName: resumeFiles.fileName,
      contentType: resumeFiles.contentType,
      data: resumeFiles.data,
    })
    .from(resumeFiles)
    .where(eq(resumeFiles.id, resumeFileId));
  if (!file) throw new Error(`Resume file ${resumeFileId} not found`);
  return {
    filename: file.fileName,
    contentType: file.contentType,
    content: Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength),
  };
}

async function send(db: Db, transport: MailTransport, row: OutboxRow) {
  const attachments = row.resumeFileId ? [await resumeAttachment(db, row.resumeFileId)] : [];
  if (row.calendar) attachments.push(calendarAttachment(row.calendar));
  // Mail to the person about a record is answered to the record (record 075).
  const conversation = await conversationHeaders(db, row);
  await transport.send({
    outboxId: row.id,
    to: row.to,
    ...conversation,
    replyTo: conversation.replyTo ?? row.replyTo ?? undefined,
    subject: row.subject,
    html: row.html,
    text: row.text,
    attachments,
    headers: { ...listUnsubscribe(row.kind), ...row.headers },
  });
}

/** An .ics with the METHOD it carries in its Content-Type, as calendar clients expect. */
export function calendarAttachment(calendar: string): MailAttachment {
  const method = /^METHOD:([A-Z]+)\r?$/m.exec(calendar)?.[1] ?? "PUBLISH";
  return {
    filename: method === "CANCEL" ? "cancel.ics" : "invite.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: Buffer.from(calendar, "utf8"),
  };
}

/**
 * Staff e-mails they chose to get (per-lead alerts, assignments, the digest) say where to stop
 * them. Messages a person's own action caused (auto-replies, replies, account links) are
 * transactional and carry no List-Unsubscribe.
 */
export function listUnsubscribe(kind: string): Record<string, string> | undefined {
  // The weekly report is turned off on the Analytics page (record 084).
  const page =
    kind === "weekly-report"
      ? "/admin/analytics#weekly-report"
      : kind === "alert" || kind === "assigned" || kind === "digest"
        ? "/admin/settings/alerts"
        : null;
  if (!page) return undefined;
  return { "List-Unsubscribe": `<${new URL(page, config().PUBLIC_URL).href}>` };
}

/**
 * How long a claim holds a notice. It only has to outlast one send (bounded by the SMTP
 * timeouts), because the lease of every notice still waiting in a batch is renewed before each
 * send. After a crash, the notices it held are free again within this time.
 */
export const SEND_LEASE_MS = 2 * 60 * 1000;

/**
 * Extends the lease on the notices this caller still holds and returns their ids. A notice whose
 * lease ran out and was claimed again (its attempts moved on) is no longer this caller's.
 */
export async function renewLeases(
  db: Db,
  rows: Pick<OutboxRow, "id" | "attempts">[],
  lockMs: number,
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const held = await db
    .update(emailOutbox)
    .set({ lockedUntil: fromNow(lockMs) })
    .where(
      and(
        isNull(emailOutbox.sentAt),
        or(
          ...rows.map((row) =>
            and(eq(emailOutbox.id, row.id), eq(emailOutbox.attempts, row.attempts)),
          ),
        ),
      ),
    )
    .returning({ id: emailOutbox.id });
  return new Set(held.map((row) => row.id));
}

/**
 * Claims a batch of due notices and sends them one by one. A failed notice is never dropped:
 * it keeps its error and is tried again later, so a mail outage delays notices but loses none.
 */
export async function deliverDueNotices(
  db: Db,
  transport: MailTransport,
  options: { limit?: number; lockMs?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const lockMs = options.lockMs ?? SEND_LEASE_MS;
  const rows = await claimDueNotices(db, { limit: options.limit ?? 10, lockMs });
  let sent = 0;
  let failed = 0;
  for (const [index, row] of rows.entries()) {
    // The first send needs no renewal: the claim has just set the lease.
    if (index > 0 && !(await renewLeases(db, rows.slice(index), lockMs)).has(row.id)) continue;
    try {
      await send(db, transport, row);
    } catch (error) {
      failed++;
      await recordFailure(db, row, error);
      continue;
    }
    sent++;
    await db
      .update(emailOutbox)
      .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(eq(emailOutbox.id, row.id));
  }
  return { sent, failed };
}

async function recordFailure(db: Db, row: OutboxRow, error: unknown) {
  const reason = (error instanceof Error && error.message) || String(error);
  const message = reason.slice(0, MAX_ERROR_LENGTH);
  const delayMs = retryDelayMs(row.attempts);
  log().warn(
    {
      outboxId: row.id,
      to: row.to,
      attempts: row.attempts,
      retryInSeconds: delayMs / 1000,
      error: message,
    },
    "mail delivery failed; will retry",
  );
  await db
    .update(emailOutbox)
    .set({ lastError: message, lockedUntil: null, nextAttemptAt: fromNow(delayMs) })
    // Another instance may have taken the row after our lease ran out and sent it meanwhile.
    .where(and(eq(emailOutbox.id, row.id), isNull(emailOutbox.sentAt)));
}

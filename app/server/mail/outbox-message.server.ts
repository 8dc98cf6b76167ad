import { eq } from "drizzle-orm";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { resumeFiles } from "../db/schema.server";
import type { OutboxRow } from "./outbox.server";
import { conversationHeaders } from "./thread.server";
import type { MailAttachment, OutgoingMail } from "./transport.server";

/** The message a queued notice becomes: its attachments and the headers its kind carries. */
export async function outboxMessage(db: Db, row: OutboxRow): Promise<OutgoingMail> {
  const attachments = row.resumeFileId ? [await resumeAttachment(db, row.resumeFileId)] : [];
  if (row.calendar) attachments.push(calendarAttachment(row.calendar));
  // Mail to the person about a record is answered to the record (record 075).
  const conversation = await conversationHeaders(db, row);
  return {
    outboxId: row.id,
    to: row.to,
    envelopeFrom: row.envelopeFrom ?? undefined,
    ...(row.fromName ? { fromName: row.fromName } : {}),
    ...(row.cc?.length ? { cc: row.cc } : {}),
    ...conversation,
    replyTo: conversation.replyTo ?? row.replyTo ?? undefined,
    subject: row.subject,
    html: row.html,
    text: row.text,
    attachments,
    headers: { ...listUnsubscribe(row.kind), ...autoSubmitted(row.kind), ...row.headers },
  };
}

/**
 * Mail the site sends by itself to an address typed into a public form, which nobody has
 * confirmed, says so (RFC 3834), so mail programs and list servers never answer it in turn
 * (record 099).
 */
const UNCONFIRMED_KINDS = new Set([
  "auto-reply",
  "newsletter-confirm",
  "verify-email",
  "reset-password",
]);
export function autoSubmitted(kind: string): Record<string, string> | undefined {
  return UNCONFIRMED_KINDS.has(kind) ? { "Auto-Submitted": "auto-replied" } : undefined;
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

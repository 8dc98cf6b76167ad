import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { inboundAttachments, inboundMessages, inboundRefused } from "../db/schema.server";
import { log } from "../log.server";
import { nudgeMailWorker } from "../mail/outbox-worker.server";
import { type ReplyTarget, readReplyAddress } from "../mail/reply-address.server";
import { queueWebhookEvent } from "../webhooks/events.server";
import { queueAnswerAlert } from "./answer-alert.server";
import { type KeptFile, keepAttachments } from "./attachments.server";
import { bounceTokensOf, fileReport, type ReportFiled } from "./bounce-filing.server";
import { inOneSlot } from "./filing-turns.server";
import { takeAttachmentBytes, takeMessageAllowance } from "./limits.server";
import { type Inbound, parseInbound } from "./parse.server";
import { distinctAddressees, replyState } from "./recipient.server";
import { type RawMessage, rawFromBuffer } from "./spool.server";

export type Via = "smtp" | "imap";

export type Received =
  | { filed: { kind: string; id: string; inboundId: string; duplicate: boolean }[] }
  | Extract<ReportFiled, { bounced: unknown }>
  | { refused: string };

/** The records a message is addressed to, by their signed reply addresses (distinct). */
export function targetsOf(addresses: string[]): ReplyTarget[] {
  return distinctAddressees(
    addresses,
    (address) => readReplyAddress(address),
    (target) => `${target.kind}:${target.id}`,
  );
}

/** The newest refused messages kept; older ones go at once, whatever the retention (record 092). */
export const REFUSED_KEPT = 10_000;

async function refuse(db: Db, reason: string, via: Via, mail: Partial<Inbound>, to: string[]) {
  // Every stored field is capped: a refusal may come from anyone, as often as they like.
  await db.insert(inboundRefused).values({
    reason: reason.slice(0, 200),
    via,
    fromAddress: mail.fromAddress?.slice(0, 320) ?? null,
    recipients: to.join(", ").slice(0, 1000) || null,
    messageId: mail.messageId?.slice(0, 500) ?? null,
    subject: mail.subject?.slice(0, 500) ?? null,
  });
  await db.execute(sql`delete from ${inboundRefused} where ${inboundRefused.createdAt} < (
    select ${inboundRefused.createdAt} from ${inboundRefused}
    order by ${inboundRefused.createdAt} desc offset ${REFUSED_KEPT - 1} limit 1)`);
  log().info({ reason, via, from: mail.fromAddress }, "inbound mail refused");
  return { refused: reason };
}

/** A file's bytes as base64, read in place (Buffer.from of a Uint8Array would copy them). */
const base64Of = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");

type Options = { via: Via; maxBytes: number; envelopeTo?: string[]; envelopeFrom?: string | null };

/**
 * Files one received message on the records it answers (record 075), or as a bounce when it
 * is a delivery report to a newsletter return path (record 112): refused when it is too
 * large, automatic (bounce, out-of-office), over a daily limit (record 092), or addressed to no
 * valid reply address of a record that exists and whose person was not erased (record 093).
 * Each (record, Message-ID) is filed once: the unique index decides, so two instances or an IMAP
 * re-poll never file it twice. The record's owner is alerted. The message is read from memory or
 * from its spooled file, and parsed in one of the few slots the listener and the poller share.
 */
export async function receiveMail(
  db: Db,
  raw: Buffer | RawMessage,
  options: Options,
): Promise<Received> {
  const message = Buffer.isBuffer(raw) ? rawFromBuffer(raw) : raw;
  if (message.size > options.maxBytes)
    return refuse(db, "too large", options.via, {}, options.envelopeTo ?? []);
  return inOneSlot(() => fileMessage(db, message, options));
}

async function fileMessage(db: Db, message: RawMessage, options: Options): Promise<Received> {
  const mail = await parseInbound(message.read(), options.envelopeFrom);
  // SMTP names its recipients in the envelope; a polled mailbox only in the headers.
  const recipients = options.via === "smtp" ? (options.envelopeTo ?? []) : mail.headerRecipients;
  // Delivery reports to newsletter return paths are filed as bounces (record 112).
  const tokens = bounceTokensOf(recipients);
  if (tokens.length > 0) {
    const filed = await fileReport(db, mail, tokens);
    if ("bounced" in filed) return filed;
    return refuse(db, filed.refused, options.via, filed.keepDetails ? mail : {}, recipients);
  }
  if (mail.automatic) return refuse(db, mail.automatic, options.via, mail, recipients);
  const signed = targetsOf(recipients);
  if (signed.length === 0)
    return refuse(db, "no valid reply address", options.via, mail, recipients);
  const live: ReplyTarget[] = [];
  for (const target of signed) if ((await replyState(db, target)) !== "erased") live.push(target);
  // An erased person's words are not kept, not even here: only the reason and the address.
  if (live.length === 0) return refuse(db, "reply address revoked", options.via, {}, recipients);
  const allowance = await takeMessageAllowance(db, mail.fromAddress, live);
  if ("refused" in allowance) return refuse(db, allowance.refused, options.via, mail, recipients);
  const targets = allowance.targets;
  // Without a Message-ID, the message's own bytes identify it (the same bytes polled twice).
  const messageId = mail.messageId ?? `<sha256-${message.sha256}@inbound>`;
  const checked = await keepAttachments(mail.attachments);
  const dropped = [...checked.dropped];
  const kept: KeptFile[] = [];
  for (const file of checked.kept) {
    if (await takeAttachmentBytes(db, mail.fromAddress, targets, file.bytes.byteLength))
      kept.push(file);
    else dropped.push(`${file.fileName}: daily attachment limit reached`);
  }
  const filed: { kind: string; id: string; inboundId: string; duplicate: boolean }[] = [];
  for (const target of targets) {
    const result = await db.transaction(async (tx) => {
      if ((await replyState(tx, target, true)) !== "open") return null;
      const [row] = await tx
        .insert(inboundMessages)
        .values({
          leadKind: target.kind,
          leadId: target.id,
          messageId,
          fromAddress: mail.fromAddress ?? "unknown",
          fromName: mail.fromName,
          subject: mail.subject,
          text: mail.text,
          dropped: dropped.length ? dropped.join("\n") : null,
          via: options.via,
        })
        .onConflictDoNothing()
        .returning({ id: inboundMessages.id });
      if (!row) return { inboundId: "", duplicate: true };
      // One file per statement, its bytes as base64: PGlite turns a bytea parameter into a
      // JavaScript array of one string per byte (~120 MB of heap for a 3.5 MB file, record 092).
      for (const file of kept)
        await tx.insert(inboundAttachments).values({
          inboundId: row.id,
          fileName: file.fileName,
          contentType: file.contentType,
          size: file.bytes.byteLength,
          data: sql`decode(${base64Of(file.bytes)}, 'base64')`,
        });
      await queueAnswerAlert(tx, target, mail);
      // lead.replied mirrors lead.created's lead details, with the answer in `data`.
      await queueWebhookEvent(tx, "lead.replied", target.kind, [target.id], {
        inboundId: row.id,
        from: mail.fromAddress,
        fromName: mail.fromName,
        subject: mail.subject,
        text: mail.text,
        attachments: String(kept.length),
      });
      return { inboundId: row.id, duplicate: false };
    });
    if (result) filed.push({ ...target, ...result });
  }
  if (filed.length === 0) return refuse(db, "record not found", options.via, mail, recipients);
  nudgeMailWorker();
  return { filed };
}

import { createHash } from "node:crypto";
import type { Db } from "../db/client.server";
import { inboundAttachments, inboundMessages, inboundRefused } from "../db/schema.server";
import { log } from "../log.server";
import { nudgeMailWorker } from "../mail/worker.server";
import { queueWebhookEvent } from "../webhooks/events.server";
import { lockLead } from "../workspace/lead-lock.server";
import { queueAnswerAlert } from "./answer-alert.server";
import { keepAttachments } from "./attachments.server";
import { type Inbound, parseInbound } from "./parse.server";
import { type ReplyTarget, readReplyAddress } from "./token.server";

export type Via = "smtp" | "imap";

export type Received =
  | { filed: { kind: string; id: string; inboundId: string; duplicate: boolean }[] }
  | { refused: string };

/** The records a message is addressed to, by their signed reply addresses (distinct). */
export function targetsOf(addresses: string[]): ReplyTarget[] {
  const targets = new Map<string, ReplyTarget>();
  for (const address of addresses) {
    const target = readReplyAddress(address);
    if (target) targets.set(`${target.kind}:${target.id}`, target);
  }
  return [...targets.values()].slice(0, 5);
}

async function refuse(db: Db, reason: string, via: Via, mail: Partial<Inbound>, to: string[]) {
  await db.insert(inboundRefused).values({
    reason: reason.slice(0, 200),
    via,
    fromAddress: mail.fromAddress ?? null,
    recipients: to.join(", ").slice(0, 1000) || null,
    messageId: mail.messageId ?? null,
    subject: mail.subject ?? null,
  });
  log().info({ reason, via, from: mail.fromAddress }, "inbound mail refused");
  return { refused: reason };
}

/**
 * Files one received message on the records it answers (record 075): refused when it is too
 * large, automatic (bounce, out-of-office), or addressed to no valid reply address of a record
 * that exists. Each (record, Message-ID) is filed once: the unique index decides, so two
 * instances or an IMAP re-poll never file it twice. The record's owner is alerted.
 */
export async function receiveMail(
  db: Db,
  raw: Buffer,
  options: { via: Via; maxBytes: number; envelopeTo?: string[]; envelopeFrom?: string | null },
): Promise<Received> {
  const envelopeTo = options.envelopeTo ?? [];
  if (raw.byteLength > options.maxBytes)
    return refuse(db, "too large", options.via, {}, envelopeTo);
  const mail = await parseInbound(raw, options.envelopeFrom);
  // SMTP names its recipients in the envelope; a polled mailbox only in the headers.
  const recipients = options.via === "smtp" ? envelopeTo : mail.headerRecipients;
  if (mail.automatic) return refuse(db, mail.automatic, options.via, mail, recipients);
  const targets = targetsOf(recipients);
  if (targets.length === 0)
    return refuse(db, "no valid reply address", options.via, mail, recipients);
  // Without a Message-ID, the message's own bytes identify it (the same bytes polled twice).
  const messageId =
    mail.messageId ?? `<sha256-${createHash("sha256").update(raw).digest("hex")}@inbound>`;
  const { kept, dropped } = await keepAttachments(mail.attachments);
  const filed: { kind: string; id: string; inboundId: string; duplicate: boolean }[] = [];
  for (const target of targets) {
    const result = await db.transaction(async (tx) => {
      if (!(await lockLead(tx, target.kind, target.id))) return null;
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
      if (kept.length)
        await tx.insert(inboundAttachments).values(
          kept.map((file) => ({
            inboundId: row.id,
            fileName: file.fileName,
            contentType: file.contentType,
            size: file.bytes.byteLength,
            data: file.bytes,
          })),
        );
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

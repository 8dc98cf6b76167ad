import { and, asc, inArray, lt } from "drizzle-orm";
import { isLeadKind } from "~/lib/lead-kinds";
import { personalMailKinds } from "~/lib/replies";
import { aboutLead } from "../db/about-lead.server";
import type { Db } from "../db/client.server";
import { emailOutbox, inboundMessages } from "../db/schema.server";
import { replyAddress } from "./reply-address.server";
import type { MessageRef } from "./transport.server";

type Row = { id: string; kind: string; leadKind: string | null; leadId: string | null };
type Dated = { at: Date; ref: MessageRef };

/**
 * The headers that make an e-mail to the person part of the record's conversation (record 075):
 * Reply-To the record's own address (when INBOUND_REPLY_DOMAIN is set), In-Reply-To the latest
 * message of the conversation before it, References its first ones and latest ones. Staff notices
 * and mail about no record get nothing.
 */
export async function conversationHeaders(
  db: Db,
  row: Row & { createdAt: Date },
): Promise<{ replyTo?: string; inReplyTo?: MessageRef; references?: MessageRef[] }> {
  const { leadKind, leadId } = row;
  if (!leadKind || !leadId || !isLeadKind(leadKind)) return {};
  if (!(personalMailKinds as readonly string[]).includes(row.kind)) return {};
  const [sent, received] = await Promise.all([
    db
      .select({ id: emailOutbox.id, at: emailOutbox.createdAt })
      .from(emailOutbox)
      .where(
        and(
          aboutLead(emailOutbox, leadKind, leadId),
          inArray(emailOutbox.kind, [...personalMailKinds]),
          lt(emailOutbox.createdAt, row.createdAt),
        ),
      )
      .orderBy(asc(emailOutbox.createdAt))
      .limit(50),
    db
      .select({ messageId: inboundMessages.messageId, at: inboundMessages.receivedAt })
      .from(inboundMessages)
      .where(
        and(
          aboutLead(inboundMessages, leadKind, leadId),
          lt(inboundMessages.receivedAt, row.createdAt),
        ),
      )
      .orderBy(asc(inboundMessages.receivedAt))
      .limit(50),
  ]);
  const thread: Dated[] = [
    ...sent.map((m) => ({ at: m.at, ref: { outboxId: m.id } })),
    ...received.map((m) => ({ at: m.at, ref: { messageId: m.messageId } })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  const replyTo = replyAddress(leadKind, leadId);
  if (thread.length === 0) return replyTo ? { replyTo } : {};
  // Long threads: the first message and the latest ones, as RFC 5322 suggests trimming.
  const refs = thread.length > 10 ? [thread[0], ...thread.slice(-9)] : thread;
  return {
    ...(replyTo ? { replyTo } : {}),
    inReplyTo: thread[thread.length - 1]?.ref,
    references: refs.flatMap((m) => (m ? [m.ref] : [])),
  };
}

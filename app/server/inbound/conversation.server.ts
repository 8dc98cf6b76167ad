import { desc, inArray, lt } from "drizzle-orm";
import type { LeadKind } from "~/lib/lead-kinds";
import type { TimelineEntry } from "~/lib/workspace";
import { aboutLead } from "../db/about-lead.server";
import type { Db } from "../db/client.server";
import { inboundAttachments, inboundMessages, inboundRefused } from "../db/schema.server";

type InboundEntry = Extract<TimelineEntry, { type: "inbound" }>;

/** The answers that came back to a record, as timeline entries (record 075). */
export async function inboundEntries(db: Db, kind: LeadKind, leadId: string) {
  const messages = await db
    .select()
    .from(inboundMessages)
    .where(aboutLead(inboundMessages, kind, leadId))
    .orderBy(desc(inboundMessages.receivedAt))
    .limit(200);
  const files = messages.length
    ? await db
        .select({
          id: inboundAttachments.id,
          inboundId: inboundAttachments.inboundId,
          fileName: inboundAttachments.fileName,
          size: inboundAttachments.size,
        })
        .from(inboundAttachments)
        .where(
          inArray(
            inboundAttachments.inboundId,
            messages.map((m) => m.id),
          ),
        )
    : [];
  return messages.map((m): InboundEntry & { sortAt: number } => ({
    type: "inbound",
    id: m.id,
    at: m.receivedAt.toISOString(),
    sortAt: m.receivedAt.getTime(),
    by: m.fromName ? `${m.fromName} <${m.fromAddress}>` : m.fromAddress,
    person: m.fromName ?? m.fromAddress,
    subject: m.subject,
    text: m.text,
    attachments: files
      .filter((f) => f.inboundId === m.id)
      .map((f) => ({ id: f.id, fileName: f.fileName, size: f.size })),
    dropped: m.dropped,
  }));
}

/**
 * Whether the record waits for staff: its latest answer came after staff last acted on it (a
 * reply, a status change or a note). Read from the timeline, newest first.
 */
export function awaitingAnswer(entries: TimelineEntry[]): boolean {
  for (const entry of entries) {
    if (entry.type === "inbound") return true;
    if (entry.type === "status" || entry.type === "note") return false;
    if (entry.type === "email" && entry.kind === "reply") return false;
  }
  return false;
}

/** A person's answers about one record, for their data export (record 068), oldest first. */
export async function answersOf(db: Db, kind: string, leadId: string) {
  const rows = await db
    .select()
    .from(inboundMessages)
    .where(aboutLead(inboundMessages, kind, leadId))
    .orderBy(inboundMessages.receivedAt);
  return rows.map((m) => ({
    from: m.fromAddress,
    subject: m.subject,
    text: m.text,
    receivedAt: m.receivedAt.toISOString(),
  }));
}

/** Mail filed apart (refused) goes after the messages period, as sent mail does (record 075). */
export async function pruneRefusedMail(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(inboundRefused)
    .where(lt(inboundRefused.createdAt, cutoff))
    .returning({ id: inboundRefused.id });
  return rows.length;
}

import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { bytea, createdAt, id, partOf, timestamptzNow } from "./columns.server";
import { leadKeys, leadPair } from "./lead-schema.server";

// Answers by e-mail (record 075): what came back to a record, its attachments, and what was
// refused. An answer names its lead by kind and id, a pair that references `leads`.

/**
 * Answers that came back to a record by e-mail (record 075). One row per message and record:
 * the unique index makes filing idempotent across instances and IMAP re-polls.
 */
export const inboundMessages = pgTable(
  "inbound_messages",
  {
    id: id(),
    ...leadPair(),
    messageId: text("message_id").notNull(),
    fromAddress: text("from_address").notNull(),
    fromName: text("from_name"),
    subject: text("subject").notNull(),
    /** The new text, quoted history stripped. */
    text: text("text").notNull(),
    /** What was left out of the attachments, said in words ("photo.png: type not accepted"). */
    dropped: text("dropped"),
    via: text("via").notNull(),
    receivedAt: timestamptzNow("received_at"),
  },
  (t) => [
    uniqueIndex("inbound_messages_lead_message_idx").on(t.leadKind, t.leadId, t.messageId),
    // An answer goes with its lead (record 076).
    ...leadKeys("inbound_messages", t, { onDelete: "cascade", inOrderOf: t.receivedAt }),
  ],
);

/** Attachments of answers, checked and capped as résumés are (record 075). */
export const inboundAttachments = pgTable(
  "inbound_attachments",
  {
    id: id(),
    inboundId: partOf("inbound_id", () => inboundMessages.id),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    data: bytea("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("inbound_attachments_inbound_idx").on(t.inboundId)],
);

/**
 * Inbound mail that was not filed on a record, and why (forged address, bounce, too large, over
 * a daily limit). Its fields are capped and only the newest rows are kept (record 092).
 */
export const inboundRefused = pgTable(
  "inbound_refused",
  {
    id: id(),
    reason: text("reason").notNull(),
    fromAddress: text("from_address"),
    recipients: text("recipients"),
    messageId: text("message_id"),
    subject: text("subject"),
    via: text("via").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("inbound_refused_created_idx").on(t.createdAt)],
);

import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
} from "drizzle-orm/pg-core";
import { ownedByUser, userOrNobody } from "./auth-schema.server";
import { createdAt, id, partOf, timestamptz, timestamptzNow, updatedAt } from "./columns.server";
import { leadReference, optionalLeadPair } from "./lead-schema.server";

// Answering people and telling others: submission references, e-mail templates (auto-replies
// and candidate status e-mails), staff alert choices, and webhooks with their deliveries.

/**
 * One number series for every kind of lead, so a reference such as Q-24117 names one
 * submission whatever its prefix. Lead ids are random UUIDs: a short number cut from them
 * would collide within a few hundred leads, so references come from this sequence instead.
 */
export const leadReferenceSeq = pgSequence("lead_reference_seq", { startWith: 24001 });

/** The reference column every lead table carries, filled from the sequence on insert. */
export const leadReferenceColumn = () =>
  integer("reference").notNull().default(sql`nextval('lead_reference_seq')`).unique();

/**
 * Saved e-mail templates, keyed `auto-reply:<list>` or `status:<list>:<status>`. A key without
 * a row uses the written default (app/server/replies/defaults.server.ts).
 */
export const mailTemplates = pgTable("mail_templates", {
  key: text("key").primaryKey(),
  enabled: boolean("enabled").notNull().default(true),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  updatedBy: userOrNobody("updated_by"),
  updatedAt: updatedAt(),
});

/**
 * Each staff member's choice per event (record 083): `new-lead:<kind>`, `assigned`, `answer`,
 * `overdue`, each instant, hourly, digest or off. A missing row is the event's default
 * (lib/notifications.ts). Replaces alert_preferences, whose rows it carried over.
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: ownedByUser("user_id"),
    event: text("event").notNull(),
    /** instant, hourly, digest or off */
    mode: text("mode").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event] })],
);

/** Where lead events are posted. The secret signs each delivery and is never shown again. */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: id(),
  url: text("url").notNull(),
  secret: text("secret").notNull(),
  /** lead.created, lead.status_changed, lead.assigned */
  events: jsonb("events").$type<string[]>().notNull(),
  /** json (signed payload) or slack (incoming-webhook text) */
  format: text("format").notNull().default("json"),
  enabled: boolean("enabled").notNull().default(true),
  createdBy: userOrNobody("created_by"),
  createdAt: createdAt(),
});

/**
 * One event for one endpoint, written in the transaction of the change it reports and sent by
 * the worker. `seq` orders a lead's events: one is not sent while an earlier one for the same
 * endpoint and lead is still pending.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    seq: bigserial("seq", { mode: "number" }).notNull(),
    endpointId: partOf("endpoint_id", () => webhookEndpoints.id),
    event: text("event").notNull(),
    ...optionalLeadPair(),
    /** The JSON body exactly as signed and sent. */
    body: text("body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptzNow("next_attempt_at"),
    lockedUntil: timestamptz("locked_until"),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    deliveredAt: timestamptz("delivered_at"),
    /** Set when retries ran out (after at least 24 hours); the delivery is not tried again. */
    abandonedAt: timestamptz("abandoned_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null and ${t.abandonedAt} is null`),
    index("webhook_deliveries_lead_idx").on(t.endpointId, t.leadId, t.seq),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
    leadReference("webhook_deliveries_lead_fk", t).onDelete("set null"),
  ],
);

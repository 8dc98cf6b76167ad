import { boolean, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { id, timestamptzNow, updatedAt } from "./columns.server";
import { leadReference } from "./lead-schema.server";

// Trust: the append-only audit log, how long personal data is kept, and which privacy notice a
// person saw when they sent something.

/**
 * Who did what to which record, when and from which address. Rows are only ever inserted by
 * the site (no update or delete path exists); the retention job drops rows older than two years.
 * The actor's e-mail is copied so a row still reads well after the account is gone.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    at: timestamptzNow("at"),
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    /** e.g. sign-in, sign-in-failed, role-changed, status-changed, csv-export (audit.server). */
    action: text("action").notNull(),
    subjectKind: text("subject_kind"),
    subjectId: text("subject_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    ip: text("ip"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_action_at_idx").on(t.action, t.at),
    index("audit_log_actor_at_idx").on(t.actorId, t.at),
  ],
);

/** Days a kind of record is kept after it is closed (applications, leads); admins set them. */
export const retentionSettings = pgTable("retention_settings", {
  kind: text("kind").primaryKey(),
  days: integer("days").notNull(),
  updatedAt: updatedAt(),
  updatedBy: text("updated_by"),
});

/**
 * The privacy notice a person saw when they sent a form: one row per submission, written in the
 * same transaction. `consented` is true when they ticked the required box (applications).
 */
export const submissionConsents = pgTable(
  "submission_consents",
  {
    recordKind: text("record_kind").notNull(),
    recordId: uuid("record_id").primaryKey(),
    noticeVersion: text("notice_version").notNull(),
    consented: boolean("consented").notNull().default(false),
    at: timestamptzNow("at"),
  },
  (t) => [
    index("submission_consents_kind_idx").on(t.recordKind, t.at),
    leadReference("submission_consents_lead_fk", {
      leadKind: t.recordKind,
      leadId: t.recordId,
    }).onDelete("cascade"),
  ],
);

import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { auditLog } from "../db/schema.server";

/**
 * What the audit log records. Staff sign-ins, second factors and roles; work on leads, jobs and
 * content; everything that lets personal data leave the site or removes it.
 */
export type AuditAction =
  | "sign-in"
  | "sign-in-failed"
  | "two-factor-enabled"
  | "two-factor-disabled"
  | "two-factor-reset"
  | "passkey-added"
  | "passkey-removed"
  | "password-changed"
  | "role-changed"
  | "status-changed"
  | "assigned"
  | "job-created"
  | "job-updated"
  | "job-deleted"
  | "content-changed"
  | "csv-export"
  | "resume-download"
  | "resume-preview"
  | "attachment-download"
  | "data-export"
  | "data-erasure"
  | "account-deleted"
  | "retention-run"
  | "retention-changed"
  | "goal-changed"
  | "audit-export"
  | "deal-opened"
  | "deal-updated"
  | "deal-moved"
  | "deal-won"
  | "deal-lost"
  | "deal-stages-changed"
  | "proposal-sent"
  | "proposal-accepted"
  | "proposal-declined"
  | "proposal-link-revoked";

export const auditActions: readonly AuditAction[] = [
  "sign-in",
  "sign-in-failed",
  "two-factor-enabled",
  "two-factor-disabled",
  "two-factor-reset",
  "passkey-added",
  "passkey-removed",
  "password-changed",
  "role-changed",
  "status-changed",
  "assigned",
  "job-created",
  "job-updated",
  "job-deleted",
  "content-changed",
  "csv-export",
  "resume-download",
  "resume-preview",
  "attachment-download",
  "data-export",
  "data-erasure",
  "account-deleted",
  "retention-run",
  "retention-changed",
  "goal-changed",
  "audit-export",
  "deal-opened",
  "deal-updated",
  "deal-moved",
  "deal-won",
  "deal-lost",
  "deal-stages-changed",
  "proposal-sent",
  "proposal-accepted",
  "proposal-declined",
  "proposal-link-revoked",
];

/** Who acted: a signed-in account, or nobody (the system, or an unknown visitor). */
export type Actor = { id: string; email: string } | null;

export type AuditEntry = {
  action: AuditAction;
  actor: Actor;
  subject?: { kind: string; id: string };
  /** Ids, statuses and counts only: never a password, token or the subject's personal data. */
  detail?: Record<string, unknown>;
  ip?: string | null;
};

/**
 * Appends one row. Pass the transaction that makes the change, so the record and its audit row
 * are written together (or neither is).
 */
export async function recordAudit(db: Pick<Db, "insert">, entry: AuditEntry) {
  await db.insert(auditLog).values({
    action: entry.action,
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    subjectKind: entry.subject?.kind ?? null,
    subjectId: entry.subject?.id ?? null,
    detail: entry.detail ?? null,
    ip: entry.ip ?? null,
  });
}

/**
 * Appends the rows of one bulk action in one statement. When there is more than one, each row's
 * detail carries `bulk`, the id of the first row, so the log shows them as one entry; the rows
 * share `at`, cut to milliseconds so that the value read back in JavaScript finds them again
 * through the `at` index (record 069).
 */
export async function recordBulkAudit(db: Pick<Db, "insert">, entries: AuditEntry[]) {
  if (entries.length === 0) return;
  const bulk = entries.length > 1 ? randomUUID() : null;
  await db.insert(auditLog).values(
    entries.map((entry, index) => ({
      ...(bulk && index === 0 ? { id: bulk } : {}),
      ...(bulk ? { at: sql`date_trunc('milliseconds', now())` } : {}),
      action: entry.action,
      actorId: entry.actor?.id ?? null,
      actorEmail: entry.actor?.email ?? null,
      subjectKind: entry.subject?.kind ?? null,
      subjectId: entry.subject?.id ?? null,
      detail: bulk ? { ...entry.detail, bulk } : (entry.detail ?? null),
      ip: entry.ip ?? null,
    })),
  );
}

/** The client address the host set on the request (never taken from the client itself). */
export const clientIp = (request: Request) => request.headers.get("x-client-ip");

/** A download that takes personal data off the site: who, what, and the filter it used. */
export function recordDownload(
  request: Request,
  actor: { id: string; email: string },
  action:
    | "csv-export"
    | "resume-download"
    | "resume-preview"
    | "attachment-download"
    | "audit-export",
  subject: { kind: string; id: string },
  query?: string,
) {
  return recordAudit(defaultDb(), {
    action,
    actor: { id: actor.id, email: actor.email },
    subject,
    detail: query ? { query } : undefined,
    ip: clientIp(request),
  });
}

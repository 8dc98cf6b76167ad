import { and, inArray, lt, ne, sql } from "drizzle-orm";
import { type LeadListKind, leadLists } from "~/lib/dashboard";
import type { FormResult } from "~/lib/forms/result";
import { hitRateLimit } from "../abuse/rate-limit.server";
import { leadTables } from "../dashboard/lead-tables.server";
import type { Db } from "../db/client.server";
import { auditLog, retentionSettings } from "../db/schema.server";
import { log } from "../log.server";
import { ANONYMISED_EMAIL, anonymiseLeads } from "./anonymise.server";
import { type Actor, recordAudit } from "./audit.server";

/** Kinds of record with their own retention period, and their defaults in days. */
export const retentionDefaults = { applications: 180, leads: 730 } as const;
export type RetentionKind = keyof typeof retentionDefaults;
export type Retention = Record<RetentionKind, number>;

/** The audit log is kept for two years (the table's trigger refuses younger deletions). */
const AUDIT_KEEP_DAYS = 730;
const DAY_MS = 86_400_000;
const TURN_KEY = "privacy:retention";

/** The statuses after which a record is closed, and its retention period starts. */
const finalStatuses: Record<LeadListKind, string[]> = {
  applications: ["Hired", "Rejected"],
  quotes: ["Converted", "Closed"],
  demos: ["Completed", "No Show", "Closed"],
  contacts: ["Responded", "Archived"],
};

const periodOf = (kind: LeadListKind): RetentionKind =>
  kind === "applications" ? "applications" : "leads";

export async function loadRetention(db: Db): Promise<Retention> {
  const rows = await db.select().from(retentionSettings);
  const settings: Retention = { ...retentionDefaults };
  for (const row of rows) {
    if (row.kind in settings) settings[row.kind as RetentionKind] = row.days;
  }
  return settings;
}

/** Admins set the periods, each between 30 days and 10 years; the change is audited. */
export async function saveRetention(
  db: Db,
  actor: Actor,
  values: Record<string, string>,
): Promise<FormResult> {
  const next: Partial<Retention> = {};
  for (const kind of Object.keys(retentionDefaults) as RetentionKind[]) {
    const days = Number(values[kind]);
    if (!Number.isInteger(days) || days < 30 || days > 3650) {
      return {
        ok: false,
        status: 400,
        toast: {
          title: "Retention not saved",
          description: "Each period is a whole number of days from 30 to 3650.",
          variant: "destructive",
        },
        fieldErrors: { [kind]: "A whole number of days from 30 to 3650." },
      };
    }
    next[kind] = days;
  }
  await db.transaction(async (tx) => {
    for (const [kind, days] of Object.entries(next)) {
      await tx
        .insert(retentionSettings)
        .values({ kind, days, updatedBy: actor?.id ?? null })
        .onConflictDoUpdate({
          target: retentionSettings.kind,
          set: { days, updatedAt: new Date(), updatedBy: actor?.id ?? null },
        });
    }
    await recordAudit(tx, { action: "retention-changed", actor, detail: next });
  });
  return { ok: true, status: 200, toast: { title: "Retention periods saved" } };
}

/** Records of `kind` closed before `cutoff` and not anonymised yet. */
async function expired(db: Db, kind: LeadListKind, cutoff: Date): Promise<string[]> {
  const { table } = leadTables[kind];
  // Closed when the record last changed status, or (never changed) when it arrived.
  const closedAt = sql`coalesce((select max(s.created_at) from status_changes s where s.record_type = ${kind} and s.record_id = ${table.id}), ${table.createdAt})`;
  const rows = (await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        inArray(table.status, finalStatuses[kind]),
        ne(table.email, ANONYMISED_EMAIL),
        sql`${closedAt} < ${cutoff.toISOString()}::timestamptz`,
      ),
    )
    .limit(5000)) as { id: string }[];
  return rows.map((row) => row.id);
}

export type RetentionRun = Record<LeadListKind, number> & { auditRows: number };

/**
 * The daily retention job: anonymises every closed record past its period (anonymise.server),
 * and drops audit rows older than two years. Runs once a day across all instances (the turn is
 * claimed like housekeeping's); each list is one transaction. Returns what it did, or null when
 * another instance had the turn.
 */
export async function runRetention(db: Db, now = new Date()): Promise<RetentionRun | null> {
  const turn = await hitRateLimit(db, TURN_KEY, { limit: 1, windowSeconds: 86_400 }, now);
  if (!turn.allowed) return null;
  const settings = await loadRetention(db);
  const done = { applications: 0, quotes: 0, demos: 0, contacts: 0, auditRows: 0 };
  for (const kind of Object.keys(leadLists) as LeadListKind[]) {
    const cutoff = new Date(now.getTime() - settings[periodOf(kind)] * DAY_MS);
    const ids = await expired(db, kind, cutoff);
    if (ids.length === 0) continue;
    await db.transaction((tx) => anonymiseLeads(tx, kind, ids));
    done[kind] = ids.length;
  }
  const auditCutoff = new Date(now.getTime() - AUDIT_KEEP_DAYS * DAY_MS);
  const dropped = await db
    .delete(auditLog)
    .where(and(lt(auditLog.at, auditCutoff), sql`${auditLog.at} < now() - interval '2 years'`))
    .returning({ id: auditLog.id });
  done.auditRows = dropped.length;
  await recordAudit(db, { action: "retention-run", actor: null, detail: done });
  log().info({ retention: done }, "retention job ran");
  return done;
}

import { and, inArray, isNotNull, lt, ne, notInArray, or, sql } from "drizzle-orm";
import { type FormResult, formDone, formRefused, problem } from "~/lib/forms/result";
import { type LeadKind, leadKindIds, leadKinds } from "~/lib/lead-kinds";
import { personalMailKinds } from "~/lib/replies";
import { hitRateLimit } from "../abuse/rate-limit.server";
import { type Actor, recordAudit } from "../audit/audit.server";
import type { Db } from "../db/client.server";
import {
  auditLog,
  emailOutbox,
  newsletterBounces,
  newsletterSends,
  retentionSettings,
  webhookDeliveries,
} from "../db/schema.server";
import { pruneRefusedMail } from "../inbound/conversation.server";
import { ANONYMISED_EMAIL } from "../leads/erased.server";
import { leadTables } from "../leads/lead-tables.server";
import { log } from "../log.server";
import { pruneMailFiles, removeMailFiles } from "../mail/mail-files.server";
import { anonymiseLeads } from "./anonymise.server";

/**
 * Kinds of record with their own retention period, and their defaults in days. `messages` is
 * sent mail (staff notices, alerts, assignment mails, digests, account mails) and the bodies of
 * delivered or abandoned webhook deliveries, counted from when they left (record 068); the mails
 * to the person about a record (personalMailKinds) stay with the record and go with it.
 */
export const retentionDefaults = {
  applications: 180,
  leads: 730,
  messages: 30,
  // Which issue reached which subscriber (record 111), counted from the send.
  newsletterSends: 365,
} as const;
export type RetentionKind = keyof typeof retentionDefaults;
export type Retention = Record<RetentionKind, number>;

/** The shortest and longest period an admin may set, in days. */
export const retentionBounds: Record<RetentionKind, readonly [number, number]> = {
  applications: [30, 3650],
  leads: [30, 3650],
  messages: [1, 3650],
  newsletterSends: [30, 3650],
};

/** The audit log is kept for two years (the table's trigger refuses younger deletions). */
const AUDIT_KEEP_DAYS = 730;
const DAY_MS = 86_400_000;
const TURN_KEY = "privacy:retention";

export async function loadRetention(db: Db): Promise<Retention> {
  const rows = await db.select().from(retentionSettings);
  const settings: Retention = { ...retentionDefaults };
  for (const row of rows) {
    if (row.kind in settings) settings[row.kind as RetentionKind] = row.days;
  }
  return settings;
}

/**
 * Admins set the periods, each within its bounds (at most 10 years); a period not posted keeps
 * its value. The change is audited.
 */
export async function saveRetention(
  db: Db,
  actor: Actor,
  values: Record<string, string>,
): Promise<FormResult> {
  const next: Partial<Retention> = {};
  const posted = (Object.keys(retentionDefaults) as RetentionKind[]).filter(
    (kind) => values[kind] !== undefined,
  );
  // A period the form does not carry keeps its value (a form from before `messages` existed).
  for (const kind of posted.length > 0 ? posted : (["applications"] as const)) {
    const days = Number(values[kind]);
    const [min, max] = retentionBounds[kind];
    if (!Number.isInteger(days) || days < min || days > max) {
      const rule = `A whole number of days from ${min} to ${max}.`;
      return formRefused(problem("Retention not saved", rule), { fieldErrors: { [kind]: rule } });
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
  return formDone("Retention periods saved");
}

/**
 * Records of `kind` closed before `cutoff`, or left in the kind's lapsing status past its days,
 * and not anonymised yet.
 */
async function expired(db: Db, kind: LeadKind, cutoff: Date, now: Date): Promise<string[]> {
  const { table } = leadTables[kind];
  const { closed, lapses } = leadKinds[kind];
  // Closed when the record last changed status, or (never changed) when it arrived.
  const closedAt = sql`coalesce((select max(s.created_at) from status_changes s where s.record_type = ${kind} and s.record_id = ${table.id}), ${table.createdAt})`;
  const done = and(
    inArray(table.status, [...closed]),
    sql`${closedAt} < ${cutoff.toISOString()}::timestamptz`,
  );
  const lapsed = lapses
    ? and(
        sql`${table.status} = ${lapses.status}`,
        lt(table.createdAt, new Date(now.getTime() - lapses.days * DAY_MS)),
      )
    : undefined;
  const rows = (await db
    .select({ id: table.id })
    .from(table)
    .where(and(ne(table.email, ANONYMISED_EMAIL), lapsed ? or(done, lapsed) : done))
    .limit(5000)) as { id: string }[];
  return rows.map((row) => row.id);
}

export type RetentionRun = Record<LeadKind, number> & {
  auditRows: number;
  mails: number;
  webhookDeliveries: number;
  newsletterBounces: number;
  newsletterSends: number;
};

/**
 * Sent mail past the messages period: every kind but the mails to the person about a record,
 * which stay with the record (and go when it is anonymised). Mail never sent stays to be sent.
 */
async function pruneSentMail(db: Db, cutoff: Date): Promise<string[]> {
  const rows = await db
    .delete(emailOutbox)
    .where(
      and(
        isNotNull(emailOutbox.sentAt),
        lt(emailOutbox.sentAt, cutoff),
        notInArray(emailOutbox.kind, [...personalMailKinds]),
      ),
    )
    .returning({ id: emailOutbox.id });
  return rows.map((row) => row.id);
}

/** Webhook deliveries done with (delivered, or given up) before the cutoff, bodies and all. */
async function pruneWebhookDeliveries(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(webhookDeliveries)
    .where(
      sql`coalesce(${webhookDeliveries.deliveredAt}, ${webhookDeliveries.abandonedAt}) < ${cutoff.toISOString()}::timestamptz`,
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

/**
 * This instance's .eml copies (DATA_DIR/mail, written without SMTP_URL) older than the messages
 * period. Each instance has its own files, so the mail worker runs this in every instance's
 * housekeeping turn rather than in the once-a-day job.
 */
export async function pruneOldMailFiles(db: Db, now: Date, dataDir: string) {
  const { messages } = await loadRetention(db);
  return pruneMailFiles(new Date(now.getTime() - messages * DAY_MS), dataDir);
}

/**
 * The daily retention job: anonymises every closed record past its period (anonymise.server),
 * deletes sent mail, finished webhook deliveries, refused mail and newsletter bounce reports
 * past the messages period, and drops audit rows older
 * than two years. Runs once a day across all instances (the turn is claimed like
 * housekeeping's); each list is one transaction. Returns what it did, or null when another
 * instance had the turn.
 */
export async function runRetention(
  db: Db,
  now = new Date(),
  options: { dataDir?: string } = {},
): Promise<RetentionRun | null> {
  const turn = await hitRateLimit(db, TURN_KEY, { limit: 1, windowSeconds: 86_400 }, now);
  if (!turn.allowed) return null;
  const settings = await loadRetention(db);
  const done: RetentionRun = {
    ...(Object.fromEntries(leadKindIds.map((kind) => [kind, 0])) as Record<LeadKind, number>),
    mails: 0,
    webhookDeliveries: 0,
    newsletterBounces: 0,
    newsletterSends: 0,
    auditRows: 0,
  };
  const mailIds: string[] = [];
  for (const kind of leadKindIds) {
    const cutoff = new Date(now.getTime() - settings[leadKinds[kind].retention] * DAY_MS);
    const ids = await expired(db, kind, cutoff, now);
    if (ids.length === 0) continue;
    const anonymised = await db.transaction((tx) => anonymiseLeads(tx, kind, ids));
    mailIds.push(...anonymised.mailIds);
    done[kind] = ids.length;
  }
  const messageCutoff = new Date(now.getTime() - settings.messages * DAY_MS);
  const pruned = await pruneSentMail(db, messageCutoff);
  done.mails = pruned.length;
  done.webhookDeliveries = await pruneWebhookDeliveries(db, messageCutoff);
  await pruneRefusedMail(db, messageCutoff);
  // Bounce reports are kept as long as other mail (record 112); the stop they caused stays on
  // the subscription, and so does the soft-bounce count.
  const bounces = await db
    .delete(newsletterBounces)
    .where(lt(newsletterBounces.receivedAt, messageCutoff))
    .returning({ id: newsletterBounces.id });
  done.newsletterBounces = bounces.length;
  const sendsCutoff = new Date(now.getTime() - settings.newsletterSends * DAY_MS);
  const sends = await db
    .delete(newsletterSends)
    .where(lt(newsletterSends.createdAt, sendsCutoff))
    .returning({ id: newsletterSends.id });
  done.newsletterSends = sends.length;
  await removeMailFiles([...mailIds, ...pruned], options.dataDir).catch((error: unknown) =>
    log().error({ err: error }, "removing .eml copies failed"),
  );
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

import { statSync } from "node:fs";
import { resolve } from "node:path";
import { and, asc, count, desc, eq, gt, isNotNull, isNull, or, sql } from "drizzle-orm";
import { type FormResult, formDone, formRefused } from "~/lib/forms/result";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { database } from "../db/index.server";
import {
  emailOutbox,
  inboundRefused,
  webhookDeliveries,
  webhookEndpoints,
} from "../db/schema.server";
import { unknownIntent } from "../http/responses.server";
import { latestBackup } from "./backup.server";

/**
 * The System page (record 104): what an owner checks when "mail isn't arriving" — the mail
 * queue and its oldest message, failing webhook deliveries, refused inbound mail, the last
 * backup, and what this instance runs. Addresses and subjects are left out: the records show them.
 */
const SHOWN = 20;

async function mailQueue(db: Db) {
  const unsent = isNull(emailOutbox.sentAt);
  const [[totals], failing] = await Promise.all([
    db
      .select({
        waiting: count(),
        failing: sql<number>`count(*) filter (where ${emailOutbox.attempts} > 0)`.mapWith(Number),
        oldestAt: sql<Date | null>`min(${emailOutbox.createdAt})`.mapWith((v) =>
          v ? new Date(v) : null,
        ),
      })
      .from(emailOutbox)
      .where(unsent),
    db
      .select({
        id: emailOutbox.id,
        kind: emailOutbox.kind,
        attempts: emailOutbox.attempts,
        lastError: emailOutbox.lastError,
        nextAttemptAt: emailOutbox.nextAttemptAt,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(and(unsent, gt(emailOutbox.attempts, 0)))
      .orderBy(asc(emailOutbox.createdAt))
      .limit(SHOWN),
  ]);
  return {
    waiting: totals?.waiting ?? 0,
    failing: totals?.failing ?? 0,
    oldestAt: totals?.oldestAt?.toISOString() ?? null,
    failures: failing.map((row) => ({
      ...row,
      nextAttemptAt: row.nextAttemptAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

async function failingWebhooks(db: Db) {
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      url: webhookEndpoints.url,
      event: webhookDeliveries.event,
      attempts: webhookDeliveries.attempts,
      lastStatus: webhookDeliveries.lastStatus,
      lastError: webhookDeliveries.lastError,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      abandonedAt: webhookDeliveries.abandonedAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        isNull(webhookDeliveries.deliveredAt),
        or(gt(webhookDeliveries.attempts, 0), isNotNull(webhookDeliveries.abandonedAt)),
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(SHOWN);
  return rows.map((row) => ({
    ...row,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    abandonedAt: row.abandonedAt?.toISOString() ?? null,
  }));
}

async function refused(db: Db) {
  const [[totals], latest] = await Promise.all([
    db
      .select({
        total: count(),
        lastDay:
          sql<number>`count(*) filter (where ${inboundRefused.createdAt} > now() - interval '1 day')`.mapWith(
            Number,
          ),
      })
      .from(inboundRefused),
    db
      .select({
        reason: inboundRefused.reason,
        via: inboundRefused.via,
        createdAt: inboundRefused.createdAt,
      })
      .from(inboundRefused)
      .orderBy(desc(inboundRefused.createdAt))
      .limit(5),
  ]);
  return {
    total: totals?.total ?? 0,
    lastDay: totals?.lastDay ?? 0,
    latest: latest.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

/** When the server build this process runs was written, as its version. */
function builtAt(): string | null {
  try {
    return statSync(resolve(process.cwd(), "build/server/index.js")).mtime.toISOString();
  } catch {
    return null;
  }
}

export async function systemStatus(db: Db = database().db) {
  const cfg = config();
  const [mail, webhooks, inbound, backup] = await Promise.all([
    mailQueue(db),
    failingWebhooks(db),
    refused(db),
    cfg.BACKUP_DIR ? latestBackup(cfg.BACKUP_DIR) : Promise.resolve(null),
  ]);
  return {
    mail,
    webhooks,
    inbound,
    backup: { configured: Boolean(cfg.BACKUP_DIR), keep: cfg.BACKUP_KEEP, latest: backup },
    setup: {
      delivery: cfg.SMTP_URL ? "SMTP" : "Files under DATA_DIR/mail (no SMTP_URL)",
      from: cfg.MAIL_FROM,
      dkim: cfg.DKIM_DOMAIN ? `${cfg.DKIM_SELECTOR}._domainkey.${cfg.DKIM_DOMAIN}` : null,
      inbound: cfg.INBOUND_REPLY_DOMAIN ?? null,
      database: database().engine === "postgres" ? "PostgreSQL" : "Embedded (PGlite)",
    },
    instance: {
      builtAt: builtAt(),
      node: process.version,
      startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    },
  };
}

const UUID = /^[0-9a-f-]{36}$/i;

/** "Retry now": a failing webhook delivery or e-mail is due at once (a given-up one again). */
export async function retryNow(
  values: Record<string, string>,
  db: Db = database().db,
): Promise<FormResult> {
  const id = values.id ?? "";
  if (values.intent === "retry-webhook" && UUID.test(id)) {
    const updated = await db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(), abandonedAt: null, lockedUntil: null })
      .where(and(eq(webhookDeliveries.id, id), isNull(webhookDeliveries.deliveredAt)))
      .returning({ id: webhookDeliveries.id });
    return updated.length > 0
      ? formDone("Delivery queued to retry now.")
      : gone("This delivery was delivered or removed meanwhile.");
  }
  if (values.intent === "retry-mail" && UUID.test(id)) {
    const updated = await db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(and(eq(emailOutbox.id, id), isNull(emailOutbox.sentAt)))
      .returning({ id: emailOutbox.id });
    return updated.length > 0
      ? formDone("E-mail queued to retry now.")
      : gone("This e-mail was sent or removed meanwhile.");
  }
  return unknownIntent;
}

function gone(description: string): FormResult {
  return formRefused(
    { title: "Nothing to retry", description, variant: "destructive" },
    { status: 409 },
  );
}

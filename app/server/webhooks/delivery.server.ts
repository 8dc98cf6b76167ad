import http from "node:http";
import https from "node:https";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { webhookHeaders } from "~/lib/webhooks";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { fromNow } from "../db/clock.server";
import { dueAndFree, leaseFor, pickedBy } from "../db/lease.server";
import { webhookDeliveries, webhookEndpoints } from "../db/schema.server";
import { log } from "../log.server";
import { checkWebhookHost, pinnedLookup } from "./address.server";
import { signWebhook } from "./signature.server";

/** A receiver gets this long to answer; a slower one counts as a failure and is retried. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A delivery is retried for at least this long before it is given up. */
export const WEBHOOK_GIVE_UP_MS = 25 * 60 * 60 * 1000;
/** The claim outlasts one send (the timeout) with room to spare. */
const LEASE_MS = 60_000;

/** 5 s, 10 s, 20 s, … up to an hour between tries, for at least 24 hours. */
export function webhookRetryMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.min(Math.max(attempts - 1, 0), 20), 60 * 60 * 1000);
}

type Claimed = {
  id: string;
  body: string;
  event: string;
  attempts: number;
  url: string;
  secret: string;
  createdAt: Date;
};

const d = webhookDeliveries;

/**
 * Leases due deliveries to this caller, like the mail outbox: SKIP LOCKED lets instances claim
 * side by side, the lease frees a row if its instance dies. A delivery waits while an earlier
 * one for the same endpoint and lead is still pending, so each lead's events arrive in order.
 */
export async function claimDueDeliveries(
  db: Db,
  options: { limit: number; lockMs?: number },
): Promise<Claimed[]> {
  const due = db
    .select({ id: d.id })
    .from(d)
    .where(
      and(
        isNull(d.deliveredAt),
        isNull(d.abandonedAt),
        dueAndFree(d),
        sql`not exists (select 1 from webhook_deliveries e where e.endpoint_id = ${d.endpointId}
          and e.lead_id = ${d.leadId} and e.seq < ${d.seq}
          and e.delivered_at is null and e.abandoned_at is null)`,
      ),
    )
    .orderBy(asc(d.seq))
    .limit(options.limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(d)
    .set(leaseFor(d, options.lockMs ?? LEASE_MS))
    .where(pickedBy(d, due))
    .returning({
      id: d.id,
      body: d.body,
      event: d.event,
      attempts: d.attempts,
      endpointId: d.endpointId,
      createdAt: d.createdAt,
      seq: d.seq,
    });
  if (claimed.length === 0) return [];
  const endpoints = await db
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
    .from(webhookEndpoints);
  const byId = new Map(endpoints.map((e) => [e.id, e]));
  return claimed
    .sort((a, b) => a.seq - b.seq)
    .flatMap((row) => {
      const endpoint = byId.get(row.endpointId);
      return endpoint ? [{ ...row, url: endpoint.url, secret: endpoint.secret }] : [];
    });
}

/** A delivery the address check refused: recorded as failed with its reason, never retried. */
export class RefusedAddress extends Error {
  override name = "RefusedAddress";
}

export type DeliveryOptions = {
  /** WEBHOOK_ALLOW_PRIVATE unless given: tests and local receivers only. */
  allowPrivate?: boolean;
};

/**
 * Posts one delivery, signed now, to the address its host resolved to when checked (the
 * connection is pinned to it, so DNS cannot answer differently in between). Resolves to the
 * HTTP status; throws when there is none, RefusedAddress when the host is not public.
 */
export async function postDelivery(delivery: Claimed, options: DeliveryOptions = {}) {
  const url = new URL(delivery.url);
  const checked = await checkWebhookHost(url.hostname, {
    allowPrivate: options.allowPrivate ?? config().WEBHOOK_ALLOW_PRIVATE,
  });
  if (!checked.ok) {
    if (checked.permanent) throw new RefusedAddress(checked.reason);
    throw new Error(checked.reason);
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const body = Buffer.from(delivery.body, "utf8");
  const client = url.protocol === "https:" ? https : http;
  return new Promise<number>((resolve, reject) => {
    // Redirects are not followed (node:http never does): a 3xx is a failed delivery.
    const request = client.request(url, {
      method: "POST",
      lookup: pinnedLookup(checked),
      headers: {
        "content-type": "application/json",
        "content-length": String(body.length),
        "user-agent": "BrazosDigital-Webhooks/1",
        [webhookHeaders.event]: delivery.event,
        [webhookHeaders.delivery]: delivery.id,
        [webhookHeaders.signature]: signWebhook(delivery.secret, delivery.body, timestamp),
      },
    });
    const timer = setTimeout(() => {
      const timeout = new Error(`No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`);
      timeout.name = "TimeoutError";
      request.destroy(timeout);
    }, WEBHOOK_TIMEOUT_MS);
    request.on("response", (response) => {
      clearTimeout(timer);
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });
}

/**
 * Claims a batch of due deliveries and posts them in order. A 2xx marks one delivered; any
 * other answer, a timeout or no connection keeps it for a later try (and the lead's later
 * events wait behind it), until it has been failing for over a day. A host that resolves to a
 * private or local address is given up at once, with the reason.
 */
export async function deliverDueWebhooks(
  db: Db,
  options: { limit?: number } & DeliveryOptions = {},
): Promise<{ delivered: number; failed: number }> {
  const rows = await claimDueDeliveries(db, { limit: options.limit ?? 20 });
  let delivered = 0;
  let failed = 0;
  // Different leads are independent: post them side by side, a few at a time.
  const queue = [...rows];
  const workers = Array.from({ length: Math.min(4, queue.length) }, async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      let status: number | null = null;
      let error: string | null = null;
      let refused = false;
      try {
        status = await postDelivery(row, options);
        if (status < 200 || status > 299) error = `HTTP ${status}`;
      } catch (cause) {
        refused = cause instanceof RefusedAddress;
        error = cause instanceof Error ? cause.message : String(cause);
      }
      if (!error) {
        delivered++;
        await db
          .update(d)
          .set({ deliveredAt: sql`now()`, lockedUntil: null, lastStatus: status, lastError: null })
          .where(eq(d.id, row.id));
        continue;
      }
      failed++;
      const givingUp = refused || Date.now() - row.createdAt.getTime() > WEBHOOK_GIVE_UP_MS;
      log().warn({ deliveryId: row.id, attempts: row.attempts, error }, "webhook delivery failed");
      await db
        .update(d)
        .set({
          lastStatus: status,
          lastError: error.slice(0, 500),
          lockedUntil: null,
          nextAttemptAt: fromNow(webhookRetryMs(row.attempts)),
          abandonedAt: givingUp ? sql`now()` : null,
        })
        .where(and(eq(d.id, row.id), isNull(d.deliveredAt)));
    }
  });
  await Promise.all(workers);
  return { delivered, failed };
}

import { startPageViewRecorder, stopPageViewRecorder } from "~/server/analytics/recorder.server";
import { config, passkeyRelyingParty } from "~/server/config.server";
import { liveSite } from "~/server/content/live.server";
import { onPublicPageChanged } from "~/server/content/public-content.server";
import { database } from "~/server/db/index.server";
import { prepareDatabase } from "~/server/db/prepare.server";
import { databaseReady } from "~/server/db/readiness.server";
import { startInbound, stopInbound } from "~/server/inbound/service.server";
import { endEventStreams } from "~/server/live/event-stream.server";
import { log } from "~/server/log.server";
import { stopMailWorker } from "~/server/mail/outbox-worker.server";
import { heapLimitMismatch } from "~/server/memory.server";
import { startBackups, stopBackups } from "~/server/ops/backup-schedule.server";
import { startScheduler, stopScheduler } from "~/server/scheduler/scheduler.server";
import { startWebhooks, stopWebhooks } from "~/server/webhooks/webhook-worker.server";
import { pageCache } from "./page-cache";

/**
 * The server's life: what must be ready before it takes traffic, readiness, and an orderly stop
 * (host/main.ts calls these through the built app module).
 */
let state: "starting" | "ready" | "stopping" = "starting";

export class StartupError extends Error {
  override name = "StartupError";
}

/** Validates configuration and prepares what the app needs before it takes traffic. */
export async function startup() {
  const { DATABASE_URL, DATA_DIR, HEAP_LIMIT_MB } = config();
  const heapProblem = heapLimitMismatch(HEAP_LIMIT_MB);
  if (heapProblem) throw new StartupError(heapProblem);
  try {
    await prepareDatabase();
    // Also every page when the database's listener is back after a drop (changes were missed).
    await onPublicPageChanged((path) => pageCache.invalidate(path));
    // The site facts (app/content/site.ts) are read synchronously, by mail too: loaded now.
    await liveSite();
  } catch (error) {
    const where = DATABASE_URL
      ? `DATABASE_URL ${redactPassword(DATABASE_URL)}`
      : `DATA_DIR ${DATA_DIR}`;
    throw new StartupError(`cannot open the database (${where}): ${reasonOf(error)}`);
  }
  startScheduler();
  startWebhooks();
  // PAGE_VIEWS=0: no recorder, so the host's countPageView returns at once (record 072).
  if (config().PAGE_VIEWS) startPageViewRecorder();
  try {
    await startInbound();
  } catch (error) {
    const { INBOUND_SMTP_HOST, INBOUND_SMTP_PORT } = config();
    throw new StartupError(
      `cannot listen for inbound mail on ${INBOUND_SMTP_HOST}:${INBOUND_SMTP_PORT}: ${reasonOf(error)}`,
    );
  }
  startBackups();
  warnAboutSettings();
  state = "ready";
}

/** Settings that are valid but worth a line in the log when the server starts. */
function warnAboutSettings() {
  const { NODE_ENV, WEBHOOK_ALLOW_PRIVATE, CALENDAR_FEED_ALLOW_PRIVATE, PUBLIC_URL } = config();
  if (NODE_ENV === "production" && WEBHOOK_ALLOW_PRIVATE) {
    log().warn(
      "WEBHOOK_ALLOW_PRIVATE=1: webhooks may be sent to this machine and private networks",
    );
  }
  if (NODE_ENV === "production" && CALENDAR_FEED_ALLOW_PRIVATE) {
    log().warn(
      "CALENDAR_FEED_ALLOW_PRIVATE=1: staff calendar feeds may be read from this machine and private networks",
    );
  }
  if (!passkeyRelyingParty()) {
    log().info(
      { PUBLIC_URL },
      "passkeys are off: they need PUBLIC_URL on https:// (or http://localhost) with a host name",
    );
  }
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparsable URL)";
  }
}

/** The useful part of an error: pg's connection errors come as AggregateErrors without a message. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const inner = error instanceof AggregateError ? error.errors[0] : undefined;
  const source = (inner instanceof Error ? inner : error) as Error & { code?: string };
  return [source.code, source.message].filter(Boolean).join(" ") || source.name;
}

/**
 * Ready when migrations are applied, the database answers, its listener is up (PostgreSQL), and
 * we are not shutting down.
 */
export async function isReady(): Promise<boolean> {
  if (state !== "ready") return false;
  return databaseReady();
}

/**
 * Readiness goes to 503 first, so load balancers stop sending new requests; open live-list
 * streams end, or the server would wait its whole grace period for them.
 */
export function beginShutdown() {
  state = "stopping";
  endEventStreams();
}

/**
 * Lets the mail worker finish its batch and writes the waiting page views, then closes the
 * database (PGlite flushes to disk).
 */
export async function shutdown() {
  await Promise.all([
    stopMailWorker().then(stopScheduler),
    stopWebhooks(),
    stopInbound(),
    stopPageViewRecorder(),
    stopBackups(),
  ]);
  await database().close();
}

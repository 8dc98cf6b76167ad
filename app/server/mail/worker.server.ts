import { pruneExpiredRecords } from "../abuse/housekeeping.server";
import { rollUpAndPrune } from "../analytics/rollup.server";
import { sendWeeklyReports } from "../analytics/weekly-report.server";
import { refreshDueFeeds } from "../booking/busy-feeds.server";
import { config } from "../config.server";
import { publishDueContent } from "../content/publishing.server";
import type { Db } from "../db/client.server";
import { database } from "../db/index.server";
import { sendDailyDigests } from "../digest/digest.server";
import { log } from "../log.server";
import { sendHourlySummaries } from "../notifications/hourly.server";
import { pruneOldMailFiles, runRetention } from "../privacy/retention.server";
import { dkimFromConfig } from "./dkim.server";
import { deliverDueNotices } from "./outbox-delivery.server";
import { createMailTransport, type MailTransport } from "./transport.server";

export type OutboxWorker = {
  /** Deliver soon rather than at the next tick: call after committing a submission. */
  nudge(): void;
  /** Stops polling and resolves when the batch being sent, if any, is done. */
  stop(): Promise<void>;
};

export type OutboxWorkerOptions = {
  db: Db;
  transport: MailTransport;
  intervalMs?: number;
  batchSize?: number;
  /** How often this instance offers to prune expired records (housekeeping.server.ts). */
  housekeepingMs?: number;
  /**
   * Where the file transport writes .eml copies (DATA_DIR), whose old files each housekeeping
   * turn prunes (retention of sent mail, record 068). Unset: no files to prune.
   */
  mailFilesDir?: string;
};

/**
 * Polls the outbox in this process, and now and then prunes expired rate limits and idempotency
 * keys and queues the daily digests and weekly reports, and reads staff members' busy calendar
 * feeds when due (the one loop every instance already runs). One batch at a time; timers never
 * keep the process alive.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, intervalMs = 2000, batchSize = 10, housekeepingMs = 300_000 } = options;
  const { mailFilesDir } = options;
  let housekeepingDue = 0;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let feedsInFlight: Promise<void> | undefined;
  let runAgain = false;
  let stopped = false;

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, delayMs);
    timer.unref();
  }

  async function drain() {
    try {
      // A full batch suggests more are waiting; keep going instead of idling a whole interval.
      while (!stopped) {
        const { sent, failed } = await deliverDueNotices(db, transport, { limit: batchSize });
        if (sent + failed < batchSize) break;
      }
    } catch (error) {
      log().error({ err: error }, "mail outbox worker failed");
    }
    // Scheduled content goes live within a tick of its time, once across instances.
    try {
      const published = await publishDueContent(db);
      if (published) log().info({ published }, "published scheduled content");
    } catch (error) {
      log().error({ err: error }, "scheduled publishing failed");
    }
    // Staff calendars' busy times (record 087) are read beside the mail rather than before it,
    // as a slow feed may take its ten seconds; each feed is claimed by one instance.
    feedsInFlight ??= refreshDueFeeds(db)
      .then(
        (read) => void (read && log().debug({ read }, "read busy calendar feeds")),
        (error) => log().error({ err: error }, "reading busy calendar feeds failed"),
      )
      .finally(() => {
        feedsInFlight = undefined;
      });
    if (stopped || Date.now() < housekeepingDue) return;
    housekeepingDue = Date.now() + housekeepingMs;
    try {
      if (await pruneExpiredRecords(db)) log().debug("pruned expired rate limits and keys");
    } catch (error) {
      log().error({ err: error }, "housekeeping failed");
    }
    try {
      const digests = await sendDailyDigests(db);
      if (digests) log().info({ digests }, "queued daily digests");
    } catch (error) {
      log().error({ err: error }, "daily digests failed");
    }
    try {
      const reports = await sendWeeklyReports(db);
      if (reports) log().info({ reports }, "queued weekly analytics reports");
    } catch (error) {
      log().error({ err: error }, "weekly analytics reports failed");
    }
    try {
      const summaries = await sendHourlySummaries(db);
      if (summaries) log().info({ summaries }, "queued hourly summaries");
    } catch (error) {
      log().error({ err: error }, "hourly summaries failed");
    }
    try {
      await runRetention(db, new Date(), { dataDir: mailFilesDir });
    } catch (error) {
      log().error({ err: error }, "retention job failed");
    }
    try {
      await rollUpAndPrune(db);
    } catch (error) {
      log().error({ err: error }, "rolling up page views failed");
    }
    if (mailFilesDir) {
      try {
        const removed = await pruneOldMailFiles(db, new Date(), mailFilesDir);
        if (removed) log().info({ removed }, "pruned old .eml copies");
      } catch (error) {
        log().error({ err: error }, "pruning .eml copies failed");
      }
    }
  }

  async function run() {
    timer = undefined;
    inFlight = drain();
    await inFlight;
    inFlight = undefined;
    const delayMs = runAgain ? 0 : intervalMs;
    runAgain = false;
    schedule(delayMs);
  }

  schedule(0);
  return {
    nudge() {
      // A nudge during a batch may concern a row committed after that batch's claim.
      if (inFlight) runAgain = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
      await feedsInFlight;
    },
  };
}

type MailService = { worker: OutboxWorker; transport: MailTransport };

// Kept on globalThis so that in development, where Vite reloads server modules, routes reach
// the worker that is actually running instead of a fresh module's empty slot.
const SLOT = Symbol.for("brazos-digital.mail-service");
const slot = globalThis as { [SLOT]?: MailService };

/**
 * Starts the process-wide worker from configuration (SMTP_URL, MAIL_FROM, DATA_DIR,
 * HOUSEKEEPING_INTERVAL_MS).
 */
export function startMailWorker(): OutboxWorker {
  if (!slot[SLOT]) {
    const { SMTP_URL, MAIL_FROM, DATA_DIR, HOUSEKEEPING_INTERVAL_MS } = config();
    const transport = createMailTransport({
      smtpUrl: SMTP_URL,
      dataDir: DATA_DIR,
      from: MAIL_FROM,
      dkim: dkimFromConfig(config()),
    });
    slot[SLOT] = {
      transport,
      worker: startOutboxWorker({
        db: database().db,
        transport,
        housekeepingMs: HOUSEKEEPING_INTERVAL_MS,
        // Without SMTP the transport writes .eml files under DATA_DIR/mail; they age out too.
        mailFilesDir: SMTP_URL ? undefined : DATA_DIR,
      }),
    };
  }
  return slot[SLOT].worker;
}

/** Safe to call anywhere: does nothing when no worker runs (tests, scripts). */
export function nudgeMailWorker(): void {
  slot[SLOT]?.worker.nudge();
}

/** For graceful shutdown: lets the current batch finish, then closes the SMTP connections. */
export async function stopMailWorker(): Promise<void> {
  const service = slot[SLOT];
  if (!service) return;
  slot[SLOT] = undefined;
  await service.worker.stop();
  service.transport.close();
}

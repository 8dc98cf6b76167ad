import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { database } from "../db/index.server";
import { log } from "../log.server";
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
  /**
   * Runs after each delivery batch: the app's periodic jobs (scheduler.server.ts), which share
   * this loop so that every instance runs one loop. Errors are its own to log.
   */
  afterDelivery?: (db: Db) => Promise<void>;
};

/**
 * Polls the outbox in this process, then runs `afterDelivery` (the one loop every instance
 * already runs). One batch at a time; timers never keep the process alive.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  // A batch of 50 costs one claim; its sends run a few at a time (record 121).
  const { db, transport, intervalMs = 2000, batchSize = 50, afterDelivery } = options;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
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
    // The app's other periodic jobs run in the same loop, after the mail (scheduler.server.ts).
    if (!stopped) await afterDelivery?.(db);
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
    },
  };
}

type MailService = { worker: OutboxWorker; transport: MailTransport };

// Kept on globalThis so that in development, where Vite reloads server modules, routes reach
// the worker that is actually running instead of a fresh module's empty slot.
const SLOT = Symbol.for("brazos-digital.mail-service");
const slot = globalThis as { [SLOT]?: MailService };

/**
 * Starts the process-wide worker from configuration (SMTP_URL, MAIL_FROM, DATA_DIR); the
 * scheduler passes the periodic jobs that share its loop.
 */
export function startMailWorker(
  afterDelivery?: OutboxWorkerOptions["afterDelivery"],
): OutboxWorker {
  if (!slot[SLOT]) {
    const { SMTP_URL, MAIL_FROM, DATA_DIR } = config();
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
        afterDelivery,
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

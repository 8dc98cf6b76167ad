import type { Db } from "../db/client.server";
import { database } from "../db/index.server";
import { log } from "../log.server";
import { deliverDueWebhooks } from "./delivery.server";

export type WebhookWorker = { stop(): Promise<void> };

/**
 * Polls for due webhook deliveries in this process, apart from the mail worker, so a slow
 * receiver (up to the 10 s timeout) never holds up e-mail. Every instance runs one; the claim
 * makes each delivery go out once. Timers never keep the process alive.
 */
export function startWebhookWorker(options: {
  db: Db;
  intervalMs?: number;
  batchSize?: number;
}): WebhookWorker {
  const { db, intervalMs = 1000, batchSize = 20 } = options;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let stopped = false;

  async function drain() {
    try {
      while (!stopped) {
        const { delivered, failed } = await deliverDueWebhooks(db, { limit: batchSize });
        if (delivered + failed < batchSize) break;
      }
    } catch (error) {
      log().error({ err: error }, "webhook worker failed");
    }
  }

  async function run() {
    inFlight = drain();
    await inFlight;
    inFlight = undefined;
    if (stopped) return;
    timer = setTimeout(run, intervalMs);
    timer.unref();
  }

  timer = setTimeout(run, 0);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}

const SLOT = Symbol.for("brazos-digital.webhook-worker");
const slot = globalThis as { [SLOT]?: WebhookWorker };

/** The process-wide webhook worker (kept on globalThis for Vite's module reloads). */
export function startWebhooks(): WebhookWorker {
  slot[SLOT] ??= startWebhookWorker({ db: database().db });
  return slot[SLOT];
}

export async function stopWebhooks(): Promise<void> {
  const worker = slot[SLOT];
  slot[SLOT] = undefined;
  await worker?.stop();
}

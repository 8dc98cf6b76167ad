import { pruneExpiredRecords } from "../abuse/housekeeping.server";
import { rollUpAndPrune } from "../analytics/rollup.server";
import { sendWeeklyReports } from "../analytics/weekly-report.server";
import { refreshDueFeeds } from "../booking/busy-feeds.server";
import { config } from "../config.server";
import { publishDueContent } from "../content/schedule.server";
import type { Db } from "../db/client.server";
import { sendDailyDigests } from "../digest/digest.server";
import { log } from "../log.server";
import {
  nudgeMailWorker,
  type OutboxWorker,
  type OutboxWorkerOptions,
  startMailWorker,
  startOutboxWorker,
} from "../mail/outbox-worker.server";
import { sendDueIssues } from "../newsletter/sending.server";
import { sendHourlySummaries } from "../notifications/hourly.server";
import { pruneOldMailFiles, runRetention } from "../privacy/retention.server";

/**
 * The app's periodic jobs: scheduled content, newsletter issues, busy calendar feeds, and every
 * housekeeping turn the expired rate limits and keys, daily digests, weekly reports, hourly summaries, retention
 * and page-view roll-ups. They run in the mail worker's loop, after each delivery batch, so that
 * every instance runs one loop; each job claims its work in the database, so instances agree.
 */
export type ScheduledJobs = {
  run(db: Db): Promise<void>;
  /** Resolves when a calendar feed read still under way is done. */
  settle(): Promise<void>;
};

export type ScheduleOptions = {
  /** How often this instance offers to prune expired records (housekeeping.server.ts). */
  housekeepingMs?: number;
  /**
   * Where the file transport writes .eml copies (DATA_DIR), whose old files each housekeeping
   * turn prunes (retention of sent mail, record 068). Unset: no files to prune.
   */
  mailFilesDir?: string;
};

export function scheduledJobs(options: ScheduleOptions = {}): ScheduledJobs {
  const { housekeepingMs = 300_000, mailFilesDir } = options;
  let housekeepingDue = 0;
  let feedsInFlight: Promise<void> | undefined;
  return {
    async run(db) {
      // Scheduled content goes live within a tick of its time, once across instances.
      try {
        const published = await publishDueContent(db);
        if (published) log().info({ published }, "published scheduled content");
      } catch (error) {
        log().error({ err: error }, "scheduled publishing failed");
      }
      // Newsletter issues: the next batch of each at its rate (record 111); every tick, as the
      // rate is per minute and a batch is at most a few hundred rows.
      try {
        const queued = await sendDueIssues(db);
        if (queued) {
          log().info({ queued }, "queued newsletter mail");
          // Deliver them without waiting out the worker's idle interval.
          nudgeMailWorker();
        }
      } catch (error) {
        log().error({ err: error }, "sending newsletter issues failed");
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
      if (Date.now() < housekeepingDue) return;
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
    },
    async settle() {
      await feedsInFlight;
    },
  };
}

/** The outbox worker with the periodic jobs in its loop (tests start one on their database). */
export function startScheduledWorker(options: OutboxWorkerOptions & ScheduleOptions): OutboxWorker {
  const jobs = scheduledJobs(options);
  const worker = startOutboxWorker({ ...options, afterDelivery: jobs.run });
  return {
    nudge: worker.nudge,
    async stop() {
      await worker.stop();
      await jobs.settle();
    },
  };
}

let running: ScheduledJobs | undefined;

/** Starts the process-wide mail worker with the jobs, from configuration. */
export function startScheduler(): OutboxWorker {
  const { SMTP_URL, DATA_DIR, HOUSEKEEPING_INTERVAL_MS } = config();
  running = scheduledJobs({
    housekeepingMs: HOUSEKEEPING_INTERVAL_MS,
    // Without SMTP the transport writes .eml files under DATA_DIR/mail; they age out too.
    mailFilesDir: SMTP_URL ? undefined : DATA_DIR,
  });
  return startMailWorker(running.run);
}

/** Lets a calendar feed read under way finish (after the mail worker has stopped). */
export async function stopScheduler(): Promise<void> {
  await running?.settle();
  running = undefined;
}

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

/**
 * One job of the loop. A run that did something (a count, or true) is logged under `did`, with
 * its result named `count`; a failure is logged and the next job still runs.
 */
type Job = {
  run: (db: Db) => Promise<unknown>;
  did?: { count: string; message: string; level?: "info" | "debug" };
  /** After a run that did something. */
  afterwards?: () => void;
  failed: string;
};

async function runJob(db: Db, job: Job) {
  try {
    const result = await job.run(db);
    if (!result) return;
    if (job.did) log()[job.did.level ?? "info"]({ [job.did.count]: result }, job.did.message);
    job.afterwards?.();
  } catch (error) {
    log().error({ err: error }, job.failed);
  }
}

const everyTick: Job[] = [
  // Scheduled content goes live within a tick of its time, once across instances.
  {
    run: publishDueContent,
    did: { count: "published", message: "published scheduled content" },
    failed: "scheduled publishing failed",
  },
  // Newsletter issues: the next batch of each at its rate (record 111); every tick, as the
  // rate is per minute and a batch is at most a few hundred rows.
  {
    run: sendDueIssues,
    did: { count: "queued", message: "queued newsletter mail" },
    // Deliver them without waiting out the worker's idle interval.
    afterwards: nudgeMailWorker,
    failed: "sending newsletter issues failed",
  },
];

function housekeepingJobs(mailFilesDir: string | undefined): Job[] {
  const jobs: Job[] = [
    {
      run: pruneExpiredRecords,
      did: { count: "pruned", message: "pruned expired rate limits and keys", level: "debug" },
      failed: "housekeeping failed",
    },
    {
      run: sendDailyDigests,
      did: { count: "digests", message: "queued daily digests" },
      failed: "daily digests failed",
    },
    {
      run: sendWeeklyReports,
      did: { count: "reports", message: "queued weekly analytics reports" },
      failed: "weekly analytics reports failed",
    },
    {
      run: sendHourlySummaries,
      did: { count: "summaries", message: "queued hourly summaries" },
      failed: "hourly summaries failed",
    },
    {
      run: (db) => runRetention(db, new Date(), { dataDir: mailFilesDir }),
      failed: "retention job failed",
    },
    { run: rollUpAndPrune, failed: "rolling up page views failed" },
  ];
  if (mailFilesDir)
    jobs.push({
      run: (db) => pruneOldMailFiles(db, new Date(), mailFilesDir),
      did: { count: "removed", message: "pruned old .eml copies" },
      failed: "pruning .eml copies failed",
    });
  return jobs;
}

export function scheduledJobs(options: ScheduleOptions = {}): ScheduledJobs {
  const { housekeepingMs = 300_000, mailFilesDir } = options;
  const everyTurn = housekeepingJobs(mailFilesDir);
  let housekeepingDue = 0;
  let feedsInFlight: Promise<void> | undefined;
  return {
    async run(db) {
      for (const job of everyTick) await runJob(db, job);
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
      for (const job of everyTurn) await runJob(db, job);
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

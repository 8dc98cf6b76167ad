import { and, eq, sql } from "drizzle-orm";
import { site } from "~/content/site";
import { addDays, type DayRange } from "~/lib/analytics";
import { localDay, localParts } from "~/lib/business-hours";
import type { FormResult } from "~/lib/forms/result";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { users, weeklyReportOptOuts, weeklyReportSends } from "../db/schema.server";
import { enqueueNotice, enqueueNoticeOnce } from "../mail/outbox.server";
import { loadWorkspaceSettings } from "../workspace/workspace-settings.server";
import { monthProgress } from "./goals.server";
import { analyticsReport } from "./report.server";
import { weeklyReportMail } from "./weekly-report-mail.server";

const MONDAY = 1;

/**
 * The report due at `now`, if any: on Mondays from the digest hour (site time zone) to the end
 * of the day, the week (Monday to Sunday) that just ended. `week` is this Monday, the claim's key.
 */
export function dueWeek(now: Date, digestHour: number): { week: string; range: DayRange } | null {
  const { weekday, hour } = localParts(now, site.timeZone);
  if (weekday !== MONDAY || hour < digestHour) return null;
  const week = localDay(now, site.timeZone);
  return { week, range: { from: addDays(week, -7), to: addDays(week, -1) } };
}

/** The last whole week (Monday to Sunday) before `today` ("YYYY-MM-DD", site time zone). */
export function lastWeek(today: string): DayRange {
  const sinceMonday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(today, -sinceMonday);
  return { from: addDays(monday, -7), to: addDays(monday, -1) };
}

/** The report as Monday's mail would have it for the last whole week, from today's figures. */
export async function weeklyReportPreview(db: Db, now = new Date()) {
  const today = localDay(now, site.timeZone);
  const [report, goal] = await Promise.all([
    analyticsReport(db, lastWeek(today)),
    monthProgress(db, today),
  ]);
  return weeklyReportMail(report, goal, config().PUBLIC_URL);
}

/**
 * "Send me a test": the preview, queued through the outbox to the signed-in admin only (the
 * route checked the role); no claim, so it never stands in for Monday's report (record 097).
 */
export async function sendTestWeeklyReport(
  db: Db,
  viewer: { email: string },
  now = new Date(),
): Promise<FormResult> {
  const mail = await weeklyReportPreview(db, now);
  await enqueueNotice(db, { kind: "weekly-report", to: viewer.email, ...mail });
  return {
    ok: true,
    status: 200,
    toast: { title: "Test report sent.", description: `On its way to ${viewer.email}.` },
  };
}

/**
 * Queues the weekly report for every admin who has not turned it off (record 084), once per
 * admin and week across all instances: the claim (weekly_report_sends) and the outbox row are
 * written in one transaction, and a second instance's claim finds the row and writes nothing.
 * Runs in the housekeeping turn, beside the daily digest. Returns how many were queued.
 */
export async function sendWeeklyReports(db: Db, now = new Date()): Promise<number> {
  const { digestHour } = await loadWorkspaceSettings(db);
  const due = dueWeek(now, digestHour);
  if (!due) return 0;
  const admins = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.role, "admin"),
        sql`${users.banned} is not true`,
        sql`not exists (select 1 from ${weeklyReportOptOuts} where ${weeklyReportOptOuts.userId} = ${users.id})`,
        sql`not exists (select 1 from ${weeklyReportSends} where ${weeklyReportSends.userId} = ${users.id} and ${weeklyReportSends.week} = ${due.week})`,
      ),
    );
  if (admins.length === 0) return 0;
  // One report for everyone: figures only, nothing that depends on who reads it.
  const [report, goal] = await Promise.all([
    analyticsReport(db, due.range),
    monthProgress(db, localDay(now, site.timeZone)),
  ]);
  const mail = weeklyReportMail(report, goal, config().PUBLIC_URL);
  let queued = 0;
  for (const admin of admins) {
    const sent = await enqueueNoticeOnce(
      db,
      weeklyReportSends,
      { userId: admin.id, week: due.week },
      { kind: "weekly-report", to: admin.email, ...mail },
    );
    if (sent) queued += 1;
  }
  return queued;
}

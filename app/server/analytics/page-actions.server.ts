import type { FormResult } from "~/lib/forms/result";
import type { SessionUser } from "../auth/session.server";
import type { Db } from "../db/client.server";
import { unknownIntent } from "../http/responses.server";
import { nudgeMailWorker } from "../mail/outbox-worker.server";
import { saveGoal } from "./goals.server";
import { changeWeeklyReport } from "./report-opt-out.server";
import { sendTestWeeklyReport } from "./weekly-report.server";

/**
 * The Analytics page's forms (record 084): a month's lead goal, the viewer's own weekly
 * report, and a test of it sent to the viewer (record 097). The route has checked the viewer may use analytics.
 */
export function analyticsPageAction(
  db: Db,
  viewer: SessionUser,
  values: Record<string, string>,
  ip: string | null,
): Promise<FormResult> {
  switch (values.intent) {
    case "goal":
      return saveGoal(db, { id: viewer.id, email: viewer.email }, values, ip);
    case "weekly-report":
      return changeWeeklyReport(db, viewer.id, values);
    case "weekly-report-test":
      return sendTestWeeklyReport(db, viewer).finally(nudgeMailWorker);
    default:
      return Promise.resolve(unknownIntent);
  }
}

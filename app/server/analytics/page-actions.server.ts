import type { FormResult } from "~/lib/forms/result";
import type { SessionUser } from "../auth/session.server";
import type { Db } from "../db/client.server";
import { unknownIntent } from "../http/responses.server";
import { saveGoal } from "./goals.server";
import { changeWeeklyReport } from "./report-opt-out.server";

/**
 * The Analytics page's forms (record 084): a month's lead goal, and the viewer's own weekly
 * report. The route has checked the viewer may use analytics.
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
    default:
      return Promise.resolve(unknownIntent);
  }
}

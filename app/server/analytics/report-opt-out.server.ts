import { eq } from "drizzle-orm";
import { weeklyReportForm } from "~/lib/forms/analytics-goal";
import type { FormResult } from "~/lib/forms/result";
import { validateForm } from "~/lib/forms/validate";
import type { Db } from "../db/client.server";
import { weeklyReportOptOuts } from "../db/schema.server";

/** Whether `userId` gets the weekly report: yes unless they turned it off (record 084). */
export async function weeklyReportOn(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: weeklyReportOptOuts.userId })
    .from(weeklyReportOptOuts)
    .where(eq(weeklyReportOptOuts.userId, userId));
  return rows.length === 0;
}

/** The viewer turns their own weekly report on or off; nobody else's. */
export async function changeWeeklyReport(
  db: Db,
  userId: string,
  values: Record<string, string>,
): Promise<FormResult> {
  const input = validateForm(weeklyReportForm, values);
  if (!input.ok) return { ok: false, status: 400, toast: input.toast };
  if (input.data.weeklyReport === "on") {
    await db.delete(weeklyReportOptOuts).where(eq(weeklyReportOptOuts.userId, userId));
  } else {
    await db.insert(weeklyReportOptOuts).values({ userId }).onConflictDoNothing();
  }
  const title = input.data.weeklyReport === "on" ? "Weekly report on." : "Weekly report off.";
  return { ok: true, status: 200, toast: { title } };
}

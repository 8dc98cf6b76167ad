import { eq } from "drizzle-orm";
import {
  type GoalProgress,
  goalProgress,
  type Month,
  monthOf,
  monthRange,
} from "~/lib/analytics-goal";
import { analyticsGoalForm } from "~/lib/forms/analytics-goal";
import type { FormResult } from "~/lib/forms/result";
import { validateForm } from "~/lib/forms/validate";
import { type Actor, recordAudit } from "../audit/audit.server";
import type { Db } from "../db/client.server";
import { analyticsGoals } from "../db/schema.server";
import { log } from "../log.server";
import { leadsInRange, leadTotals } from "./conversions.server";

export async function loadGoal(db: Db, month: Month): Promise<number | null> {
  const [row] = await db
    .select({ leads: analyticsGoals.leads })
    .from(analyticsGoals)
    .where(eq(analyticsGoals.month, month));
  return row?.leads ?? null;
}

/** This month's leads so far (every kind, the site's time zone) against its goal (record 084). */
export async function monthProgress(db: Db, today: string): Promise<GoalProgress> {
  const month = monthOf(today);
  const range = { from: monthRange(month).from, to: today };
  const [leads, goal] = await Promise.all([leadsInRange(db, range), loadGoal(db, month)]);
  return goalProgress(month, today, leadTotals(leads).total, goal);
}

/**
 * Sets a month's goal from the form (the schema the browser checks too). The goal and its
 * audit row, with the value it replaced, are written in one transaction.
 */
export async function saveGoal(
  db: Db,
  actor: NonNullable<Actor>,
  values: Record<string, string>,
  ip: string | null,
): Promise<FormResult> {
  const input = validateForm(analyticsGoalForm, values);
  if (!input.ok)
    return { ok: false, status: 400, toast: input.toast, fieldErrors: input.fieldErrors, values };
  const { month, leads } = input.data;
  try {
    await db.transaction(async (tx) => {
      const before = await loadGoal(tx, month);
      await tx
        .insert(analyticsGoals)
        .values({ month, leads, updatedBy: actor.id })
        .onConflictDoUpdate({
          target: analyticsGoals.month,
          set: { leads, updatedBy: actor.id, updatedAt: new Date() },
        });
      await recordAudit(tx, {
        action: "goal-changed",
        actor,
        subject: { kind: "goal", id: month },
        detail: { from: before, to: leads },
        ip,
      });
    });
  } catch (error) {
    log().error({ err: error }, "saving the lead goal failed");
    return { ok: false, status: 500, toast: analyticsGoalForm.saveFailed };
  }
  return { ok: true, status: 200, toast: analyticsGoalForm.success };
}

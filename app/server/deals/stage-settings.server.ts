import { and, count, eq, sql } from "drizzle-orm";
import { dealStageForm } from "~/lib/forms/deal";
import type { FormResult } from "~/lib/forms/result";
import { refusedInput, validateForm } from "~/lib/forms/validate";
import { isRecordId } from "~/lib/ids";
import { recordAudit } from "../audit/audit.server";
import type { Db } from "../db/client.server";
import { dealStages, deals } from "../db/schema.server";
import { unknownIntent } from "../http/responses.server";
import { listStages } from "./stages.server";

type Staff = { id: string; email: string };

const refused = (description: string): FormResult => ({
  ok: false,
  status: 400,
  toast: { title: "Stage not saved", description, variant: "destructive" },
});

const nameTaken = (error: unknown) =>
  error instanceof Error &&
  /deal_stages_name_unique|duplicate key/.test(`${error.message} ${String(error.cause ?? "")}`);

/**
 * The stage settings' forms (record 113): add, rename and set a probability, move up or down,
 * remove an empty one. Won and Lost stay (their probability is 100 and 0); each change is
 * audited in its transaction.
 */
export async function changeStages(
  db: Db,
  actor: Staff,
  values: Record<string, string>,
  ip: string | null,
): Promise<FormResult> {
  const { intent, stageId } = values;
  if (intent !== "add" && !isRecordId(stageId)) return refused("Choose a stage.");
  const audit = (tx: Db, detail: Record<string, unknown>) =>
    recordAudit(tx, {
      action: "deal-stages-changed",
      actor,
      subject: { kind: "deal-stage", id: stageId ?? "new" },
      detail,
      ip,
    });
  try {
    switch (intent) {
      case "add":
      case "save": {
        const validation = validateForm(dealStageForm, values);
        if (!validation.ok) return refusedInput(validation, values);
        const { name, probability } = validation.data;
        await db.transaction(async (tx) => {
          if (intent === "add") {
            const [last] = await tx
              .select({ position: sql<number>`coalesce(max(${dealStages.position}), 0)::int` })
              .from(dealStages)
              .where(eq(dealStages.outcome, "open"));
            await tx
              .insert(dealStages)
              .values({ name, probability, position: (last?.position ?? 0) + 1 });
          } else {
            await tx
              .update(dealStages)
              .set({
                name,
                probability: sql`case when ${dealStages.outcome} = 'open' then ${probability}::int else ${dealStages.probability} end`,
              })
              .where(eq(dealStages.id, stageId ?? ""));
          }
          await audit(tx, { intent, probability });
        });
        return { ok: true, status: 200, toast: dealStageForm.success };
      }
      case "up":
      case "down":
        return await db.transaction(async (tx) => {
          const open = (await listStages(tx)).filter((stage) => stage.outcome === "open");
          const at = open.findIndex((stage) => stage.id === stageId);
          const other = open[intent === "up" ? at - 1 : at + 1];
          const stage = open[at];
          if (!stage || !other) return refused("It is already at that end.");
          // Renumbered in order, so equal positions left by older edits cannot stick.
          const order = open.map((s) => (s === stage ? other : s === other ? stage : s));
          for (const [index, s] of order.entries()) {
            await tx
              .update(dealStages)
              .set({ position: index + 1 })
              .where(eq(dealStages.id, s.id));
          }
          await audit(tx, { intent });
          return { ok: true, status: 200, toast: { title: `${stage.name} moved ${intent}.` } };
        });
      case "remove":
        return await db.transaction(async (tx) => {
          const [used] = await tx
            .select({ n: count() })
            .from(deals)
            .where(eq(deals.stageId, stageId ?? ""));
          if ((used?.n ?? 0) > 0) return refused("Move its deals to another stage first.");
          const removed = await tx
            .delete(dealStages)
            .where(and(eq(dealStages.id, stageId ?? ""), eq(dealStages.outcome, "open")))
            .returning({ name: dealStages.name });
          if (removed.length === 0) return refused("Won and Lost stay.");
          await audit(tx, { intent });
          return { ok: true, status: 200, toast: { title: `${removed[0]?.name} removed.` } };
        });
      default:
        return unknownIntent;
    }
  } catch (error) {
    if (nameTaken(error))
      return refusedInput(
        {
          ok: false,
          fieldErrors: { name: "Another stage has that name." },
          toast: { ...dealStageForm.saveFailed, description: "Another stage has that name." },
        },
        values,
      );
    throw error;
  }
}

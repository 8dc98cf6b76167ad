import { eq, sql } from "drizzle-orm";
import { site } from "~/content/site";
import { type DealInput, dealForm, dealMoveForm, lostReasonMissing } from "~/lib/forms/deal";
import type { FormResult } from "~/lib/forms/result";
import { refusedInput, validateForm } from "~/lib/forms/validate";
import { zonedInstant } from "~/lib/zoned-time";
import { recordAudit } from "../audit/audit.server";
import type { Db } from "../db/client.server";
import { deals } from "../db/schema.server";
import { log } from "../log.server";
import { enterStage, lockDeal } from "./stage-change.server";
import { type DealStage, stageById } from "./stages.server";
import { winDeal } from "./won.server";

type Staff = { id: string; email: string };
export type DealSaved = FormResult & { dealId?: string };

const notFound: FormResult = {
  ok: false,
  status: 404,
  toast: { title: "No such deal", variant: "destructive" },
};

/** The columns the form sets; stage, won and lost go through enterStage. */
function fieldsOf(input: DealInput) {
  return {
    title: input.title,
    company: input.company,
    contactName: input.contactName,
    contactEmail: input.contactEmail,
    valueMinor: input.valueMinor,
    currency: input.currency,
    expectedCloseOn: input.expectedCloseOn,
    ownerId: input.ownerId,
    nextStep: input.nextStep,
    nextStepAt: input.nextStepOn ? zonedInstant(input.nextStepOn, null, site.timeZone) : null,
  };
}

/** The form checked, its stage found, Lost given a reason: the input, or why not. */
async function checked(
  db: Db,
  values: Record<string, string>,
): Promise<{ input: DealInput; stage: DealStage } | { refused: FormResult }> {
  const validation = validateForm(dealForm, values);
  if (!validation.ok) return { refused: refusedInput(validation, values) };
  const stage = await stageById(db, validation.data.stageId);
  if (!stage) {
    const fieldErrors = { stageId: "Choose a stage." };
    return {
      refused: { ...refusedInput({ ok: false, fieldErrors, toast: dealForm.saveFailed }, values) },
    };
  }
  if (stage.outcome === "lost" && !validation.data.lostReason) {
    const fieldErrors = { lostReason: lostReasonMissing };
    const toast = { ...dealForm.saveFailed, description: lostReasonMissing };
    return { refused: refusedInput({ ok: false, fieldErrors, toast }, values) };
  }
  return { input: validation.data, stage };
}

/**
 * The deal form's save: the form checked, then `write` in one transaction, which gives the
 * deal's id, or null when there is no such deal. A failure is logged as `failure` and answered
 * with the form's own words.
 */
async function saveDealForm(
  db: Db,
  values: Record<string, string>,
  failure: string,
  write: (tx: Db, input: DealInput, stage: DealStage) => Promise<string | null>,
): Promise<DealSaved> {
  const check = await checked(db, values);
  if ("refused" in check) return check.refused;
  try {
    const dealId = await db.transaction((tx) => write(tx, check.input, check.stage));
    if (!dealId) return notFound;
    return { ok: true, status: 200, toast: dealForm.success, dealId };
  } catch (error) {
    log().error({ err: error }, failure);
    return { ok: false, status: 500, toast: dealForm.saveFailed, values };
  }
}

/** A deal typed in by hand (the new-deal form). */
export async function createDeal(
  db: Db,
  actor: Staff,
  values: Record<string, string>,
  ip: string | null,
): Promise<DealSaved> {
  return saveDealForm(db, values, "saving a new deal failed", async (tx, input, stage) => {
    const lost = stage.outcome === "lost";
    const [deal] = await tx
      .insert(deals)
      .values({
        ...fieldsOf(input),
        stageId: stage.id,
        probability: lost ? 0 : input.probability,
        ...(lost && { lostReason: input.lostReason, closedAt: sql`now()` }),
        createdBy: actor.id,
      })
      .returning({ id: deals.id });
    if (!deal) throw new Error("The deal was not saved");
    await recordAudit(tx, {
      action: lost ? "deal-lost" : "deal-opened",
      actor,
      subject: { kind: "deal", id: deal.id },
      ip,
    });
    // Typed in as won: a win like any other (its notice, webhook and client).
    if (stage.outcome === "won") {
      await winDeal(tx, { dealId: deal.id, actor: { userId: actor.id, ip } });
    }
    return deal.id;
  });
}

/** The deal page's form: every field, and the stage (Won wins it, Lost needs its reason). */
export async function updateDeal(
  db: Db,
  actor: Staff,
  dealId: string,
  values: Record<string, string>,
  ip: string | null,
): Promise<DealSaved> {
  return saveDealForm(db, values, "saving a deal failed", async (tx, input, stage) => {
    const deal = await lockDeal(tx, dealId);
    if (!deal) return null;
    const fields = fieldsOf(input);
    const changed = Object.entries(fields)
      .filter(
        ([key, value]) => String(value ?? "") !== String(deal[key as keyof typeof fields] ?? ""),
      )
      .map(([key]) => key);
    const probabilityChanged = stage.outcome === "open" && input.probability !== deal.probability;
    if (changed.length > 0 || probabilityChanged) {
      await tx
        .update(deals)
        .set({
          ...fields,
          ...(probabilityChanged && { probability: input.probability }),
          updatedAt: sql`now()`,
        })
        .where(eq(deals.id, dealId));
      await recordAudit(tx, {
        action: "deal-updated",
        actor,
        subject: { kind: "deal", id: dealId },
        detail: { fields: [...changed, ...(probabilityChanged ? ["probability"] : [])] },
        ip,
      });
    }
    const reason = stage.outcome === "lost" ? input.lostReason : null;
    const updated = { ...deal, ...fields };
    if (stage.id !== deal.stageId || (stage.outcome === "lost" && reason !== deal.lostReason)) {
      await enterStage(tx, updated, stage, actor, reason, ip);
      // A stage's own probability applies on entering it; one typed with the move wins.
      if (stage.outcome === "open" && input.probability !== stage.probability) {
        await tx.update(deals).set({ probability: input.probability }).where(eq(deals.id, dealId));
      }
    }
    return dealId;
  });
}

/** The board's move (its form, keys or drag): the stage only, and Lost's reason. */
export async function moveDeal(
  db: Db,
  actor: Staff,
  values: Record<string, string>,
  ip: string | null,
): Promise<FormResult> {
  const validation = validateForm(dealMoveForm, values);
  if (!validation.ok) return refusedInput(validation, values);
  const { dealId, stageId, lostReason } = validation.data;
  const stage = await stageById(db, stageId);
  if (!stage) return { ...notFound, toast: { title: "No such stage", variant: "destructive" } };
  if (stage.outcome === "lost" && !lostReason) {
    const fieldErrors = { lostReason: lostReasonMissing };
    const toast = { ...dealMoveForm.saveFailed, description: lostReasonMissing };
    return refusedInput({ ok: false, fieldErrors, toast }, values);
  }
  const found = await db.transaction(async (tx) => {
    const deal = await lockDeal(tx, dealId);
    if (!deal) return false;
    await enterStage(tx, deal, stage, actor, lostReason, ip);
    return true;
  });
  if (!found) return notFound;
  return {
    ok: true,
    status: 200,
    toast: { title: `Moved to ${stage.name}.` },
  };
}

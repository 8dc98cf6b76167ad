import { redirect } from "react-router";
import { DealForm } from "~/components/deals/deal-form";
import { DealsNav } from "~/components/deals/deals-nav";
import { dealPath } from "~/lib/deals";
import { isRecordId } from "~/lib/ids";
import { isLeadKind, leadKinds } from "~/lib/lead-kinds";
import { unlistedMeta } from "~/lib/seo";
import { clientIp } from "~/server/audit/audit.server";
import { db } from "~/server/db/index.server";
import { createDeal } from "~/server/deals/edit.server";
import { openDealFromLead } from "~/server/deals/open.server";
import { dealOwners, listStages } from "~/server/deals/stages.server";
import { invariantResponse } from "~/server/http/responses.server";
import type { Route } from "./+types/deals-new";
import { staffRoute } from "./staff-route.server";

export { pipeHeaders as headers } from "~/server/http/headers.server";

// A deal typed in by hand, or opened from a lead in one click (record 113). Admins only.
const staff = staffRoute("deals");

export const loader = staff.loader(async (viewer) => {
  const [stages, owners] = await Promise.all([listStages(db()), dealOwners(db())]);
  const first = stages.find((stage) => stage.outcome === "open") ?? stages[0];
  const values = {
    title: "",
    company: "",
    contactName: "",
    contactEmail: "",
    value: "",
    currency: "USD",
    stageId: first?.id ?? "",
    probability: String(first?.probability ?? 0),
    expectedCloseOn: "",
    ownerId: viewer.id,
    nextStep: "",
    nextStepOn: "",
    lostReason: "",
  };
  return { stages, owners, values };
});

export const action = staff.formAction(async (values, viewer, request) => {
  if (values.intent === "from-lead") {
    const { leadKind, leadId } = values;
    // People applying for a job are not clients: their records open no deals.
    invariantResponse(
      isLeadKind(leadKind) && !leadKinds[leadKind].candidate && isRecordId(leadId),
      "Not found",
      { status: 404 },
    );
    const opened = await openDealFromLead(db(), viewer, leadKind, leadId, clientIp(request));
    invariantResponse(opened, "Not found", { status: 404 });
    return redirect(dealPath(opened.dealId));
  }
  const saved = await createDeal(db(), viewer, values, clientIp(request));
  if (saved.ok && saved.dealId) return redirect(dealPath(saved.dealId));
  return saved;
});

export const meta = () => unlistedMeta("New deal");

export default function NewDeal({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <DealsNav title="New deal" />
      <section
        aria-label="New deal"
        className="max-w-3xl rounded-lg border border-slate-200 bg-white p-4"
      >
        <DealForm
          values={loaderData.values}
          stages={loaderData.stages}
          owners={loaderData.owners}
          result={actionData && !actionData.ok ? actionData : undefined}
          submitLabel="Open deal"
        />
      </section>
    </>
  );
}

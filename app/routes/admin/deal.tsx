import { Link } from "react-router";
import { DealForm } from "~/components/deals/deal-form";
import { DealSide } from "~/components/deals/deal-side";
import { pageTitle } from "~/content/site";
import { isRecordId } from "~/lib/ids";
import { clientIp } from "~/server/audit/audit.server";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { db } from "~/server/db/index.server";
import { loadDeal } from "~/server/deals/deal-view.server";
import { updateDeal } from "~/server/deals/edit.server";
import { dealOwners, listStages } from "~/server/deals/stages.server";
import { formAnswer, invariantResponse, personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/deal";

export { pipeHeaders as headers } from "~/server/http/headers.server";

// One deal (record 113): every field editable, its lead, source and history. Admins only.
export async function loader({ request, params: { id } }: Route.LoaderArgs) {
  await requireStaffFor(request, "deals");
  invariantResponse(isRecordId(id), "Not found", { status: 404 });
  const [deal, stages, owners] = await Promise.all([
    loadDeal(db(), id),
    listStages(db()),
    dealOwners(db()),
  ]);
  invariantResponse(deal, "Not found", { status: 404 });
  return personal({ deal, stages, owners });
}

export async function action({ request, params: { id } }: Route.ActionArgs) {
  const viewer = await requireStaffFor(request, "deals");
  invariantResponse(isRecordId(id), "Not found", { status: 404 });
  const values = (await readTextForm(request)) ?? {};
  return formAnswer(await updateDeal(db(), viewer, id, values, clientIp(request)));
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData
    ? `${loaderData.deal.reference} ${loaderData.deal.values.title}`
    : "Deal";
  return [{ title: pageTitle(title) }, { name: "robots", content: "noindex" }];
}

export default function Deal({ loaderData, actionData }: Route.ComponentProps) {
  const { deal, stages, owners } = loaderData;
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/deals" className="text-brand-700 hover:underline">
          ← Deals
        </Link>
        {" · "}
        <Link to={`/admin/deals/${deal.id}/proposals`} className="text-brand-700 hover:underline">
          Proposals
        </Link>
      </p>
      <h2 className="mt-1 font-bold text-ink text-xl">
        <span className="font-normal text-slate-600">{deal.reference}</span> {deal.values.title}
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-label="Deal details"
          className="rounded-lg border border-slate-200 bg-white p-4"
        >
          <DealForm
            key={deal.id}
            values={deal.values}
            stages={stages}
            owners={owners}
            result={actionData && !actionData.ok ? actionData : undefined}
            submitLabel="Save deal"
          />
        </section>
        <DealSide deal={deal} />
      </div>
    </>
  );
}

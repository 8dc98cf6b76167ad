import { Link } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { ProposalBuilder } from "~/components/proposals/proposal-builder";
import { ProposalVersions } from "~/components/proposals/proposal-versions";
import { pageTitle } from "~/content/site";
import { dealPath, formatDealReference } from "~/lib/deals";
import { isRecordId } from "~/lib/ids";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { liveProducts } from "~/server/content/products.server";
import { db } from "~/server/db/index.server";
import { formAnswer, invariantResponse, personal } from "~/server/http/responses.server";
import { readTextFormData } from "~/server/intake/read-form.server";
import { proposalStaffAction } from "~/server/proposals/staff-actions.server";
import { dealProposals, draftStart, proposalDeal } from "~/server/proposals/staff-list.server";
import { requestInfo } from "~/server/request-info.server";
import type { Route } from "./+types/deal-proposals";

export { pipeHeaders as headers } from "~/server/http/headers.server";

// A deal's proposals (record 115): its versions, the builder, send and revoke. Admins only.
async function dealOf(id: string) {
  const deal = isRecordId(id) ? await proposalDeal(db(), id) : null;
  invariantResponse(deal, "Deal not found", { status: 404 });
  return deal;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaffFor(request, "deals");
  const deal = await dealOf(params.id);
  const chosen = new URL(request.url).searchParams.get("proposal");
  const proposalId = chosen && isRecordId(chosen) ? chosen : null;
  const [proposals, start, products] = await Promise.all([
    dealProposals(db(), deal.id),
    draftStart(db(), deal, proposalId),
    liveProducts(db()),
  ]);
  return personal({ deal, proposals, start, products });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireStaffFor(request, "deals");
  const deal = await dealOf(params.id);
  const form = await readTextFormData(request, 400);
  invariantResponse(form, "Unreadable form", { status: 400 });
  const ip = requestInfo(context).ip;
  return formAnswer(await proposalStaffAction(db(), { viewer, dealId: deal.id, form, ip }));
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? `Proposals: ${loaderData.deal.title}` : "Proposals";
  return [{ title: pageTitle(title) }, { name: "robots", content: "noindex" }];
}

export default function DealProposals({ loaderData, actionData }: Route.ComponentProps) {
  const { deal, proposals, start, products } = loaderData;
  useResultToast(actionData);
  return (
    // The layout's h1 is the spec's "Admin Dashboard"; a staff page heads itself with an h2.
    <div className="space-y-8">
      <header>
        <Link to={dealPath(deal.id)} className="rounded text-brand-700 text-sm underline">
          ← {formatDealReference(deal.reference)} {deal.title}
        </Link>
        <h2 className="mt-1 font-bold text-ink text-lg">Proposals</h2>
        <p className="text-slate-600 text-sm">
          To {deal.contactName ?? "the contact"}
          {deal.contactEmail
            ? ` <${deal.contactEmail}>`
            : " (no e-mail on the deal: add one to send)"}
          {deal.company ? `, ${deal.company}` : ""}
        </p>
      </header>
      <ProposalVersions dealId={deal.id} proposals={proposals} />
      <ProposalBuilder
        key={`${start.proposalId ?? "new"}-${proposals.length}`}
        start={start}
        products={products}
        result={actionData}
      />
    </div>
  );
}

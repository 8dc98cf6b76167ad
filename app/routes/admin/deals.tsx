import { Link } from "react-router";
import { DealBoard } from "~/components/deals/deal-board";
import { DealsNav } from "~/components/deals/deals-nav";
import { unlistedMeta } from "~/lib/seo";
import { clientIp } from "~/server/audit/audit.server";
import { db } from "~/server/db/index.server";
import { BOARD_CARDS, loadBoard } from "~/server/deals/board.server";
import { moveDeal } from "~/server/deals/edit.server";
import type { Route } from "./+types/deals";
import { staffRoute } from "./staff-route.server";

export { pipeHeaders as headers } from "~/server/http/headers.server";

// The pipeline board (record 113): admins only.
const staff = staffRoute("deals");

export const loader = staff.loader(async () => ({
  columns: await loadBoard(db()),
  limit: BOARD_CARDS,
}));

/** A card's move: its form without scripts, the arrow keys or a drag with them. */
export const action = staff.formAction((values, viewer, request) =>
  moveDeal(db(), viewer, values, clientIp(request)),
);

export const meta = () => unlistedMeta("Deals");

export default function Deals({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && !actionData.ok ? actionData : null;
  return (
    <>
      <DealsNav title="Deals" />
      {refused && (
        <p
          role="alert"
          className="mb-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800 text-sm"
        >
          {refused.toast.title}: {refused.toast.description ?? "try again."}{" "}
          {refused.values?.dealId && (
            <Link to={`/admin/deals/${refused.values.dealId}`} className="font-medium underline">
              Open the deal
            </Link>
          )}
        </p>
      )}
      <DealBoard columns={loaderData.columns} limit={loaderData.limit} />
    </>
  );
}

import { Link } from "react-router";
import { DealBoard } from "~/components/deals/deal-board";
import { DealsNav } from "~/components/deals/deals-nav";
import { pageTitle } from "~/content/site";
import { clientIp } from "~/server/audit/audit.server";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { db } from "~/server/db/index.server";
import { BOARD_CARDS, loadBoard } from "~/server/deals/board.server";
import { moveDeal } from "~/server/deals/edit.server";
import { formAnswer, personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/deals";

export { pipeHeaders as headers } from "~/server/http/headers.server";

// The pipeline board (record 113): admins only.
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffFor(request, "deals");
  return personal({ columns: await loadBoard(db()), limit: BOARD_CARDS });
}

/** A card's move: its form without scripts, the arrow keys or a drag with them. */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaffFor(request, "deals");
  const values = (await readTextForm(request)) ?? {};
  return formAnswer(await moveDeal(db(), viewer, values, clientIp(request)));
}

export function meta() {
  return [{ title: pageTitle("Deals") }, { name: "robots", content: "noindex" }];
}

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

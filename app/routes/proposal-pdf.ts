import { proposalPdfResponse } from "~/server/proposals/proposal-page.server";
import type { Route } from "./+types/proposal-pdf";

/** A proposal's PDF by its signed link (record 115): as sent, or signed once accepted. */
export function loader({ params }: Route.LoaderArgs) {
  return proposalPdfResponse(params.token);
}

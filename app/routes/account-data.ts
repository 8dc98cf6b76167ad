import { requireUser } from "~/server/auth/session.server";
import { downloadOwnData } from "~/server/privacy/requests.server";
import type { Route } from "./+types/account-data";

/** A signed-in person's own data as one ZIP (their account and submissions, with résumés). */
export async function loader({ request }: Route.LoaderArgs) {
  return downloadOwnData(request, await requireUser(request));
}

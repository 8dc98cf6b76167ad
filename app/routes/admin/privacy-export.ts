import { requireStaffFor } from "~/server/auth/staff-access.server";
import { exportPerson, readPersonEmail } from "~/server/privacy/requests.server";
import type { Route } from "./+types/privacy-export";

/** Everything tied to an e-mail address as one ZIP; the export is in the audit log. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaffFor(request, "users");
  const email = readPersonEmail(new URL(request.url).searchParams.get("email"));
  return exportPerson(request, viewer, email);
}

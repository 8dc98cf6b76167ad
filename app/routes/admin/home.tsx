import { redirect } from "react-router";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { privateNoStore } from "~/server/http/headers.server";
import type { Route } from "./+types/home";

/**
 * /admin: every staff member lands on My work (records 082, 101). /post-login keeps the spec's
 * /admin/dashboard (spec §2), which keeps the spec's landing (User Management for admins, Job
 * Postings for HR).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffFor(request, "dashboard");
  return redirect("/admin/my-work", { headers: privateNoStore });
}

// A page, not a resource route, so client-side links to it follow the redirect in place.
export default function AdminHome() {
  return null;
}

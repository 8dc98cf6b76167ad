import { redirect } from "react-router";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { dashboardEntry } from "~/server/dashboard/tabs.server";
import { privateNoStore } from "~/server/http/headers.server";
import type { Route } from "./+types/dashboard";

/**
 * The spec's entry (/admin/dashboard): admin to User Management, hr to Job Postings. Old
 * `?tab=quotes&status=…` links go to their section with their filters.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaffFor(request, "dashboard");
  const to = dashboardEntry(viewer, new URL(request.url).searchParams);
  return redirect(to, { headers: privateNoStore });
}

// A page, not a resource route, so client-side links to it follow the redirect in place.
export default function DashboardEntry() {
  return null;
}

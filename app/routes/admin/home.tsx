import { redirect } from "react-router";
import { mayWorkLists, requireStaffFor } from "~/server/dashboard/access.server";
import { dashboardEntry } from "~/server/dashboard/tabs.server";
import { privateNoStore } from "~/server/http/headers.server";
import type { Route } from "./+types/home";

/**
 * /admin: staff who work lists land on My work (record 082); an editor on their first part of
 * the staff area. /post-login keeps the spec's /admin/dashboard (spec §2), which keeps its own
 * landing (User Management for admins).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaffFor(request, "dashboard");
  const to = mayWorkLists(viewer.role)
    ? "/admin/my-work"
    : dashboardEntry(viewer, new URLSearchParams());
  return redirect(to, { headers: privateNoStore });
}

// A page, not a resource route, so client-side links to it follow the redirect in place.
export default function AdminHome() {
  return null;
}

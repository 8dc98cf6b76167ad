import { redirect } from "react-router";
import { isStaff } from "~/server/auth/permissions.server";
import { getSessionUser } from "~/server/auth/session.server";
import { toTwoFactorSetup } from "~/server/auth/two-factor-gate.server";
import type { Route } from "./+types/post-login";

/** Where a visitor lands after logging in: staff to the dashboard, others to their account. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getSessionUser(request);
  if (!viewer) return redirect("/login");
  if (isStaff(viewer.role) && viewer.secondFactor === false) return toTwoFactorSetup();
  return redirect(isStaff(viewer.role) ? "/admin/dashboard" : "/account");
}

import type { RouterContextProvider } from "react-router";
import { leadHitOf } from "../analytics/page-view.server";
import { isStaff } from "../auth/permissions.server";
import { getSessionUser } from "../auth/session.server";
import { requestInfo } from "../request-info.server";
import type { Submitter } from "./intake.server";
import { sourceFromCookie } from "./source.server";

/** Who is submitting: the client address, when signed in the account, and where they came from. */
export async function submitterOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Submitter> {
  const viewer = await getSessionUser(request);
  const ip = requestInfo(context).ip;
  return {
    ip,
    // Staff are not counted in analytics: their leads are not conversions (record 097).
    visit: viewer && isStaff(viewer.role) ? null : leadHitOf(request, ip),
    user: viewer ? { id: viewer.id, email: viewer.email, name: viewer.name } : null,
    source: sourceFromCookie(request.headers.get("Cookie")),
  };
}

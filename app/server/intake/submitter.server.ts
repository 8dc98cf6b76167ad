import type { RouterContextProvider } from "react-router";
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
  return {
    ip: requestInfo(context).ip,
    user: viewer ? { id: viewer.id, email: viewer.email, name: viewer.name } : null,
    source: sourceFromCookie(request.headers.get("Cookie")),
  };
}

import { redirect } from "react-router";
import { logAuthEvent } from "./audit.server";
import { auth, SESSION_ABSOLUTE_SECONDS } from "./auth.server";
import { isStaff } from "./permissions.server";

/** The signed-in account as the server sees it (the browser gets the smaller `Viewer`). */
export type SessionUser = {
  id: string;
  email: string;
  name: string | null;
  role: string;
};

/**
 * Reads the session from the request's cookie (a database lookup, so a role change counts on
 * the next request). Anonymous requests carry no cookie and cost nothing.
 */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  if (!request.headers.get("Cookie")?.includes("session_token")) return null;
  const found = await auth().api.getSession({ headers: request.headers });
  if (!found) return null;
  const { session, user } = found;
  const age = (Date.now() - new Date(session.createdAt).getTime()) / 1000;
  if (age > SESSION_ABSOLUTE_SECONDS) {
    await auth().api.revokeSession({ headers: request.headers, body: { token: session.token } });
    logAuthEvent("session-expired", { userId: user.id });
    return null;
  }
  return { id: user.id, email: user.email, name: user.name || null, role: user.role ?? "user" };
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const viewer = await getSessionUser(request);
  if (!viewer) throw redirect("/login");
  return viewer;
}

/** Admin and HR only; everyone else is sent to /login, before any HTML is rendered. */
export async function requireStaff(request: Request): Promise<SessionUser> {
  const viewer = await getSessionUser(request);
  if (!viewer || !isStaff(viewer.role)) throw redirect("/login");
  return viewer;
}

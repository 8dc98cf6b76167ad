import { redirect } from "react-router";
import { privateNoStore } from "../http/headers.server";
import { auth, SESSION_ABSOLUTE_SECONDS } from "./auth.server";
import { logAuthEvent } from "./auth-log.server";
import { signedInWithSecondFactor } from "./passkeys.server";

/** The signed-in account as the server sees it (the browser gets the smaller `Viewer`). */
export type SessionUser = {
  id: string;
  email: string;
  name: string | null;
  role: string;
  /**
   * A verified second factor (better-auth's twoFactor plugin); staff need one (access.server).
   * Always set for a session read from a request; accounts built in tests may leave it out.
   */
  twoFactorEnabled?: boolean;
  /**
   * This session was opened or confirmed with a second factor (an authenticator app's code, a
   * recovery code or a passkey; record 065). Staff need it (access.server). Accounts built in
   * tests may leave it out.
   */
  secondFactor?: boolean;
};

// The root, a layout and a page each ask who is signed in; one request reads the session once.
const perRequest = new WeakMap<Request, Promise<SessionUser | null>>();

/**
 * Reads the session from the request's cookie (a database lookup, so a role change counts on
 * the next request). Anonymous requests carry no cookie and cost nothing.
 */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  let found = perRequest.get(request);
  if (!found) {
    found = readSession(request);
    perRequest.set(request, found);
  }
  return found;
}

async function readSession(request: Request): Promise<SessionUser | null> {
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
  return {
    id: user.id,
    email: user.email,
    name: user.name || null,
    role: user.role ?? "user",
    twoFactorEnabled: user.twoFactorEnabled === true,
    secondFactor: signedInWithSecondFactor(session),
  };
}

/**
 * Sends a visitor without the right session to /login. The redirect depends on who asks, so no
 * cache may keep it (a shared copy would send signed-in people to the login page).
 */
export const toLogin = () => redirect("/login", { headers: privateNoStore });

export async function requireUser(request: Request): Promise<SessionUser> {
  const viewer = await getSessionUser(request);
  if (!viewer) throw toLogin();
  return viewer;
}

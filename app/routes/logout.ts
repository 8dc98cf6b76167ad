import { redirect } from "react-router";
import { sessionCookieName } from "~/server/auth/auth.server";
import { signOut } from "~/server/auth/flows.server";
import type { Route } from "./+types/logout";

export function action({ request }: Route.ActionArgs) {
  return signOut(request, sessionCookieName());
}

/** Signing out changes state, so it is a POST; a GET just goes home. */
export function loader() {
  return redirect("/");
}

import { auth } from "~/server/auth/auth.server";
import type { Route } from "./+types/api.auth";

/** better-auth's own endpoints: e-mail confirmation and reset links, and its JSON API. */
export function loader({ request }: Route.LoaderArgs) {
  return auth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return auth().handler(request);
}

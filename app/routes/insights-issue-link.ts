import { redirect } from "react-router";
import { privateNoStore } from "~/server/http/headers.server";
import { invariantResponse } from "~/server/http/responses.server";
import { followIssueLink } from "~/server/newsletter/clicks.server";
import type { Route } from "./+types/insights-issue-link";

/**
 * A link in an issue's mail (record 111): counted for the issue and the link, not the person,
 * then on to the link's target. Only the issue's own links redirect; anything else is a 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const target = await followIssueLink(params.slug, params.link);
  invariantResponse(target, "Not Found", { status: 404 });
  // Never cached: every click must reach the counter.
  return redirect(target, { status: 302, headers: privateNoStore });
}

import { requireStaffFor } from "~/server/auth/staff-access.server";
import { markdownPreview } from "~/server/content/markdown.server";
import { personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/content-markdown";

/**
 * The editor's live preview of a Markdown body: rendered and sanitised here, as the site will
 * show it, never in the browser, so a draft's HTML never runs in a staff session; with what
 * the sanitiser dropped (docs/decisions/119). Changes nothing.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireStaffFor(request, "content");
  const form = await readTextForm(request);
  return personal(markdownPreview((form?.body ?? "").slice(0, 20_000)));
}

import { type LoaderFunctionArgs, redirect } from "react-router";
import { requireListStaff } from "~/server/auth/staff-access.server";
import { privateNoStore } from "~/server/http/headers.server";

/**
 * Staff URLs renamed so that one concept has one name (record 108): a lead is at
 * /admin/leads/…, a person at /admin/people/…, staff response times at /admin/response-times.
 * Links in mail sent before the rename (alerts, digests, summaries) keep working; the page they
 * reach checks the viewer as it always did.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireListStaff(request);
  const url = new URL(request.url);
  const path = url.pathname
    .replace(/^\/admin\/records\//, "/admin/leads/")
    .replace(/^\/admin\/contacts\//, "/admin/people/")
    .replace(/^\/admin\/insights$/, "/admin/response-times");
  return redirect(`${path}${url.search}`, { headers: privateNoStore });
}

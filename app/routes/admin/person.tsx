import { ContactView } from "~/components/workspace/person-view";
import { pageTitle } from "~/content/site";
import { requireListStaff } from "~/server/auth/staff-access.server";
import { invariantResponse, personal } from "~/server/http/responses.server";
import { contactHistory } from "~/server/workspace/people.server";
import type { Route } from "./+types/person";

export { pipeHeaders as headers } from "~/server/http/headers.server";

/**
 * Everything one address sent, in the lists the viewer works: HR sees applications only, and
 * only admins see the account registered with the address (contacts.server).
 */
export async function loader({ request, params: { email } }: Route.LoaderArgs) {
  const viewer = await requireListStaff(request);
  invariantResponse(email.length > 0 && email.length <= 254, "Not found", { status: 404 });
  return personal(await contactHistory(email, viewer));
}

export function meta() {
  return [{ title: pageTitle("Contact") }, { name: "robots", content: "noindex" }];
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactView {...loaderData} />;
}

import { PersonDeals } from "~/components/deals/person-deals";
import { ContactView } from "~/components/workspace/person-view";
import { unlistedMeta } from "~/lib/seo";
import { mayUse, requireListStaff } from "~/server/auth/staff-access.server";
import { db } from "~/server/db/index.server";
import { personDeals } from "~/server/deals/person.server";
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
  const [history, deals] = await Promise.all([
    contactHistory(email, viewer),
    // Their deals and whether they are a client: for those who work deals (record 114).
    mayUse(viewer.role, "deals") ? personDeals(db(), email) : null,
  ]);
  return personal({ ...history, deals });
}

export const meta = () => unlistedMeta("Contact");

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { deals, ...history } = loaderData;
  return (
    <>
      <ContactView {...history} />
      {deals && <PersonDeals {...deals} />}
    </>
  );
}

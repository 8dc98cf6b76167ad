import { LoadFailureNotice } from "~/components/dashboard/load-failure";
import { UsersTable } from "~/components/dashboard/users-table";
import { pageTitle } from "~/content/site";
import { requireStaffFor } from "~/server/dashboard/access.server";
import { setUserRole } from "~/server/dashboard/actions.server";
import { loadUsers } from "~/server/dashboard/lists.server";
import { formAnswer, personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/users";

export { pipeHeaders as headers } from "~/server/http/headers.server";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaffFor(request, "users");
  return personal({ users: await loadUsers(), selfId: viewer.id });
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaffFor(request, "users");
  return formAnswer(await setUserRole(request, viewer, (await readTextForm(request)) ?? {}));
}

export function meta() {
  return [{ title: pageTitle("User Management") }, { name: "robots", content: "noindex" }];
}

export default function Users({ loaderData: { users, selfId } }: Route.ComponentProps) {
  return users.ok ? (
    <UsersTable users={users.value} selfId={selfId} />
  ) : (
    <LoadFailureNotice failure={users.failure} />
  );
}

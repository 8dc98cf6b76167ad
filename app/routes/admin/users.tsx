import { LoadFailureNotice } from "~/components/dashboard/load-failure";
import { UserSearch, UsersTable } from "~/components/dashboard/users-table";
import { pageTitle } from "~/content/site";
import { resetSecondFactor } from "~/server/auth/second-factor-reset.server";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { loadUsers } from "~/server/dashboard/lists.server";
import { setUserRole } from "~/server/dashboard/staff-actions.server";
import { formAnswer, personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/users";

export { pipeHeaders as headers } from "~/server/http/headers.server";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaffFor(request, "users");
  const q = new URL(request.url).searchParams.get("q");
  return personal({ users: await loadUsers(q), selfId: viewer.id, q: q ?? "" });
}

/** A role change, or (intent reset-two-factor) clearing someone's lost second factor. */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaffFor(request, "users");
  const values = (await readTextForm(request)) ?? {};
  if (values.intent === "reset-two-factor") {
    return formAnswer(await resetSecondFactor(request, viewer, values.userId));
  }
  return formAnswer(await setUserRole(request, viewer, values));
}

export function meta() {
  return [{ title: pageTitle("User Management") }, { name: "robots", content: "noindex" }];
}

export default function Users({ loaderData: { users, selfId, q } }: Route.ComponentProps) {
  return (
    <div className="space-y-3">
      <UserSearch q={q} />
      {users.ok ? (
        <UsersTable users={users.value} selfId={selfId} />
      ) : (
        <LoadFailureNotice failure={users.failure} />
      )}
    </div>
  );
}

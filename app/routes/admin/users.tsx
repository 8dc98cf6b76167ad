import { LoadFailureNotice } from "~/components/dashboard/load-failure";
import { UserSearch, UsersTable } from "~/components/dashboard/users-table";
import { unlistedMeta } from "~/lib/seo";
import { resetSecondFactor } from "~/server/auth/second-factor-reset.server";
import { loadUsers } from "~/server/dashboard/lists.server";
import { setUserRole } from "~/server/dashboard/staff-actions.server";
import type { Route } from "./+types/users";
import { staffRoute } from "./staff-route.server";

export { pipeHeaders as headers } from "~/server/http/headers.server";

const staff = staffRoute("users");

export const loader = staff.loader(async (viewer, request) => {
  const q = new URL(request.url).searchParams.get("q");
  return { users: await loadUsers(q), selfId: viewer.id, q: q ?? "" };
});

/** A role change, or (intent reset-two-factor) clearing someone's lost second factor. */
export const action = staff.formAction((values, viewer, request) =>
  values.intent === "reset-two-factor"
    ? resetSecondFactor(request, viewer, values.userId)
    : setUserRole(request, viewer, values),
);

export const meta = () => unlistedMeta("User Management");

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

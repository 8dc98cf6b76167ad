import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { formatDate } from "~/lib/dates";
import type { FormResult } from "~/lib/forms/result";
import { roleOptions } from "~/lib/forms/role";

export type UserRow = {
  id: string;
  email: string;
  name: string;
  role: string;
  createdAt: string;
};

/** User Management: everyone's role, changeable except an admin's own (spec §6). */
export function UsersTable({ users, selfId }: { users: UserRow[]; selfId: string }) {
  return (
    <section
      aria-labelledby="users-caption"
      // Scrolls sideways on narrow screens, so a keyboard must be able to reach it (WCAG 2.1.1).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is operable
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption id="users-caption" className="sr-only">
          Users and their roles
        </caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Email
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Full name
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Created
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Role
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {users.map((user) => (
            <UserRow key={user.id} user={user} self={user.id === selfId} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function UserRow({ user, self }: { user: UserRow; self: boolean }) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  const pending = fetcher.state !== "idle";
  // While the change is in flight the new role shows; on failure the reload brings back the old.
  const shown = pending ? String(fetcher.formData?.get("role") ?? user.role) : user.role;
  return (
    <tr>
      <td className="px-4 py-3 text-ink">{user.email}</td>
      <td className="px-4 py-3">{user.name || "—"}</td>
      <td className="px-4 py-3">{formatDate(user.createdAt)}</td>
      <td className="px-4 py-3">
        <fetcher.Form method="post">
          <input type="hidden" name="userId" value={user.id} />
          <label htmlFor={`role-${user.id}`} className="sr-only">
            Role of {user.email}
          </label>
          <select
            id={`role-${user.id}`}
            name="role"
            value={shown}
            disabled={self || pending}
            title={self ? "You cannot change your own role" : undefined}
            onChange={(event) => fetcher.submit(event.currentTarget.form)}
            className="rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm disabled:bg-slate-100 disabled:text-slate-500"
          >
            {roleOptions.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </fetcher.Form>
      </td>
    </tr>
  );
}

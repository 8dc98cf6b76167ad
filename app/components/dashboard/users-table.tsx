import { useEffect, useRef, useState } from "react";
import { Form, useFetcher, useSubmit } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { TableHead } from "~/components/ui/table-head";
import { formatDate } from "~/lib/dates";
import type { FormResult } from "~/lib/forms/result";
import { roleOptions } from "~/lib/forms/role";
import { GrantAdminDialog } from "./grant-admin-dialog";
import { ResetSecondFactor } from "./reset-second-factor";

export type UserRow = {
  id: string;
  email: string;
  name: string;
  role: string;
  createdAt: string;
  secondFactor?: boolean;
};

/** Finds users by name or email as you type; without scripts, Enter submits. */
export function UserSearch({ q }: { q: string }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Form method="get" role="search" aria-label="Find users">
      <label htmlFor="users-q" className="sr-only">
        Search users by name or email
      </label>
      <input
        id="users-q"
        type="search"
        name="q"
        defaultValue={q}
        maxLength={100}
        placeholder="Search name or email…"
        onChange={(event) => {
          const form = event.currentTarget.form;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => submit(form, { replace: true }), 350);
        }}
        className="h-8 w-full rounded-md border border-slate-300 bg-white px-2.5 text-sm sm:w-72"
      />
    </Form>
  );
}

/** User Management: everyone's role, changeable except an admin's own (spec §6). */
export function UsersTable({ users, selfId }: { users: UserRow[]; selfId: string }) {
  return (
    // Under 640 px each user is a card (no sideways scrolling); wider, a table.
    <section
      aria-labelledby="users-caption"
      className="sm:rounded-lg sm:border sm:border-slate-200 sm:bg-white"
    >
      {users.length === 0 && (
        <p className="p-6 text-center text-slate-600 text-sm">No users match this search.</p>
      )}
      <table className="w-full text-left text-sm max-sm:block">
        <caption id="users-caption" className="sr-only">
          Users and their roles
        </caption>
        <TableHead
          className="bg-slate-50 text-slate-600 text-xs max-sm:sr-only"
          cell="px-4 py-3 font-semibold"
          columns={["Email", "Full name", "Created", "Role"]}
        />
        <tbody className="divide-y divide-slate-200 max-sm:block max-sm:space-y-2 max-sm:divide-y-0">
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
  const [askAdmin, setAskAdmin] = useState(false);
  // While the change is in flight the new role shows; on failure the reload brings back the old.
  const shown = pending ? String(fetcher.formData?.get("role") ?? user.role) : user.role;
  return (
    <tr className="max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-3">
      <td className="break-all px-3 py-1.5 font-medium text-ink max-sm:col-span-2 max-sm:p-0">
        {user.email}
      </td>
      <td className="px-3 py-1.5 max-sm:p-0 max-sm:text-slate-600">{user.name || "—"}</td>
      <td className="whitespace-nowrap px-3 py-1.5 text-slate-600 max-sm:p-0 max-sm:text-xs">
        {formatDate(user.createdAt)}
      </td>
      <td className="px-3 py-1.5 max-sm:col-span-2 max-sm:row-start-2 max-sm:justify-self-end max-sm:p-0">
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
            onChange={(event) =>
              event.currentTarget.value === "admin"
                ? setAskAdmin(true)
                : fetcher.submit(event.currentTarget.form)
            }
            className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm disabled:bg-slate-100 disabled:text-slate-500"
          >
            {roleOptions.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </fetcher.Form>
        <GrantAdminDialog
          person={user}
          open={askAdmin}
          onCancel={() => setAskAdmin(false)}
          onConfirm={() => {
            setAskAdmin(false);
            fetcher.submit(
              { userId: user.id, role: "admin", confirm: "admin" },
              { method: "post" },
            );
          }}
        />
        {user.secondFactor && !self && <ResetSecondFactor user={user} />}
      </td>
    </tr>
  );
}

import { Link } from "react-router";
import { StatusBadge } from "~/components/status-badge";
import { TableHead } from "~/components/ui/table-head";
import { formatDateTime } from "~/lib/dates";
import { leadKinds } from "~/lib/lead-kinds";
import { type ContactItem, recordPath } from "~/lib/workspace";

type Props = {
  email: string;
  items: ContactItem[];
  /** False for roles that do not manage users (HR): nothing is said of an account. */
  accountShown: boolean;
  account: { id: string; name: string; role: string | null; createdAt: string } | null;
};

/** One address: its registered account (admins only), and everything it sent, newest first. */
export function ContactView({ email, items, accountShown, account }: Props) {
  return (
    <div className="max-w-4xl">
      <h2 className="break-words font-bold text-2xl">{email}</h2>
      {accountShown && (
        <p className="mt-1 text-slate-600 text-sm">
          {account
            ? `Registered account: ${account.name || email} (${account.role ?? "user"}), since ${formatDateTime(account.createdAt)}`
            : "No registered account uses this address."}
        </p>
      )}
      {items.length === 0 ? (
        <p className="mt-6 text-slate-600">Nothing from this address in the lists you work.</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Everything {email} sent</caption>
            <TableHead
              className="bg-slate-50 text-slate-600"
              cell="px-3 py-2 font-medium"
              columns={["Received", "List", "Record", "Status", "Owner"]}
            />
            <tbody className="divide-y divide-slate-200">
              {items.map((item) => (
                <tr key={`${item.kind}-${item.id}`}>
                  <td className="whitespace-nowrap px-3 py-2 text-slate-600">
                    {formatDateTime(item.createdAt)}
                  </td>
                  <td className="px-3 py-2">{leadKinds[item.kind].label}</td>
                  <td className="px-3 py-2">
                    <Link
                      to={recordPath(item.kind, item.id)}
                      className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      {item.jobTitle ? `${item.name} — ${item.jobTitle}` : item.name}
                    </Link>
                  </td>
                  <td className="px-3 py-2">
                    <StatusBadge status={item.status} />
                  </td>
                  <td className="px-3 py-2">{item.owner ?? "Unassigned"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

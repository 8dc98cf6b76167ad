import { Form, Link } from "react-router";
import { buttonStyles } from "~/components/ui/button";

export type AuditRow = {
  id: string;
  at: string;
  actorEmail: string | null;
  action: string;
  subjectKind: string | null;
  subjectId: string | null;
  detail: string;
  ip: string | null;
};

type Filter = { action: string | null; actor: string; subject: string; from: string; to: string };

const input = "h-8 rounded-md border border-slate-300 bg-white px-2 text-sm";

/** Filters by action, person, record and days; the export takes the same filters. */
export function AuditFilters({
  filter,
  actions,
  exportHref,
}: {
  filter: Filter;
  actions: readonly string[];
  exportHref: string;
}) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Filter the audit log">
      <label className="grid gap-0.5 text-slate-600 text-xs">
        Action
        <select name="action" defaultValue={filter.action ?? ""} className={input}>
          <option value="">Any</option>
          {actions.map((action) => (
            <option key={action}>{action}</option>
          ))}
        </select>
      </label>
      <label className="grid gap-0.5 text-slate-600 text-xs">
        Who (e-mail)
        <input name="actor" defaultValue={filter.actor} maxLength={200} className={input} />
      </label>
      <label className="grid gap-0.5 text-slate-600 text-xs">
        Record id
        <input name="subject" defaultValue={filter.subject} maxLength={200} className={input} />
      </label>
      <label className="grid gap-0.5 text-slate-600 text-xs">
        From
        <input type="date" name="from" defaultValue={filter.from} className={input} />
      </label>
      <label className="grid gap-0.5 text-slate-600 text-xs">
        To
        <input type="date" name="to" defaultValue={filter.to} className={input} />
      </label>
      <button type="submit" className={buttonStyles({ size: "sm" })}>
        Filter
      </button>
      <a href={exportHref} className={buttonStyles({ size: "sm", variant: "secondary" })} download>
        Export CSV
      </a>
    </Form>
  );
}

/** The entries, newest first: dense, one line each. */
export function AuditTable({
  entries,
  newer,
  older,
}: {
  entries: AuditRow[];
  newer: string | null;
  older: string | null;
}) {
  return (
    <section
      aria-labelledby="audit-caption"
      className="rounded-lg border border-slate-200 bg-white"
    >
      {/* Wide on a phone: the table scrolls sideways, and keyboards can reach the scroller. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (axe scrollable-region-focusable) */}
      <section className="overflow-x-auto" tabIndex={0} aria-label="Audit log entries">
        <table className="w-full text-left text-sm">
          <caption id="audit-caption" className="sr-only">
            Audit log entries, newest first
          </caption>
          <thead className="bg-slate-50 text-slate-600 text-xs">
            <tr>
              {["When (UTC)", "Who", "Action", "Record", "Detail", "Address"].map((label) => (
                <th key={label} scope="col" className="px-3 py-2 font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className="whitespace-nowrap px-3 py-1.5 font-mono text-xs">
                  {entry.at.slice(0, 19).replace("T", " ")}
                </td>
                <td className="px-3 py-1.5">{entry.actorEmail ?? "system"}</td>
                <td className="whitespace-nowrap px-3 py-1.5 font-medium">{entry.action}</td>
                <td className="px-3 py-1.5 text-slate-700">
                  {entry.subjectKind && (
                    <span>
                      {entry.subjectKind}{" "}
                      <span className="font-mono text-xs">{entry.subjectId}</span>
                    </span>
                  )}
                </td>
                <td className="max-w-xs truncate px-3 py-1.5 font-mono text-slate-700 text-xs">
                  {entry.detail}
                </td>
                <td className="px-3 py-1.5 font-mono text-slate-700 text-xs">{entry.ip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {entries.length === 0 && (
        <p className="p-6 text-center text-slate-600 text-sm">No entries match these filters.</p>
      )}
      <nav aria-label="Audit log pages" className="flex justify-between p-2 text-sm">
        {newer ? (
          <Link to={newer} className="font-medium text-brand-700 underline">
            Newer
          </Link>
        ) : (
          <span />
        )}
        {older && (
          <Link to={older} className="font-medium text-brand-700 underline">
            Older
          </Link>
        )}
      </nav>
    </section>
  );
}

import { Form, Link } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { SelectOptions } from "~/components/ui/select-options";

type Filter = { action: string | null; actor: string; subject: string; from: string; to: string };

const input = "h-8 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-ink";
const label = "grid gap-0.5 text-slate-600 text-xs";

/**
 * Filters by person, action and days (in the site's time zone); a plain GET form, so it works
 * without scripts. The export takes the same filters.
 */
export function AuditFilters({
  filter,
  actions,
  timeZone,
  exportHref,
}: {
  filter: Filter;
  actions: readonly { value: string; label: string }[];
  timeZone: string;
  exportHref: string;
}) {
  const filtered = Boolean(
    filter.action || filter.actor || filter.subject || filter.from || filter.to,
  );
  return (
    <Form
      method="get"
      className="grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap"
      aria-label="Filter the audit log"
    >
      <div className={`${label} col-span-2 sm:w-52`}>
        <label htmlFor="audit-actor">Person (name or e-mail)</label>
        <input
          id="audit-actor"
          name="actor"
          defaultValue={filter.actor}
          maxLength={200}
          className={input}
        />
      </div>
      <div className={`${label} col-span-2 sm:w-52`}>
        <label htmlFor="audit-action">Action</label>
        <select
          id="audit-action"
          name="action"
          defaultValue={filter.action ?? ""}
          className={input}
        >
          <SelectOptions none="Any action" choices={actions} />
        </select>
      </div>
      <div className={`${label} sm:w-36`}>
        <label htmlFor="audit-from">From</label>
        <input
          id="audit-from"
          type="date"
          name="from"
          defaultValue={filter.from}
          className={input}
        />
      </div>
      <div className={`${label} sm:w-36`}>
        <label htmlFor="audit-to">To</label>
        <input id="audit-to" type="date" name="to" defaultValue={filter.to} className={input} />
      </div>
      {filter.subject && <input type="hidden" name="subject" value={filter.subject} />}
      <div className="col-span-2 flex flex-wrap items-center gap-2">
        <button type="submit" className={buttonStyles({ size: "sm" })}>
          Filter
        </button>
        {filtered && (
          <Link to="/admin/audit" className="px-1 font-medium text-brand-700 text-sm underline">
            Clear filters
          </Link>
        )}
        <a
          href={exportHref}
          className={buttonStyles({ size: "sm", variant: "secondary" })}
          download
        >
          Export CSV
        </a>
      </div>
      <p className="col-span-2 text-slate-600 text-xs sm:basis-full">
        Times and days are in the site's time zone ({timeZone.replace("_", " ")}).
        {filter.subject && " Showing the entries about one record."}
      </p>
    </Form>
  );
}

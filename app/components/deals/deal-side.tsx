import { Link } from "react-router";
import { DescriptionList } from "~/components/ui/description-list";
import { formatDateTime } from "~/lib/dates";
import { contactPath } from "~/lib/workspace";

type Side = {
  wonAt: string | null;
  closedAt: string | null;
  createdAt: string;
  isClient: boolean;
  lead: { label: string; href: string } | null;
  source: [string, string][];
  values: { contactEmail: string };
  history: { id: string; at: string; what: string; by: string }[];
};

/** Beside a deal's form: where it came from, its contact as a client, and its history. */
export function DealSide({ deal }: { deal: Side }) {
  return (
    <aside aria-label="About this deal" className="flex flex-col gap-4 text-sm">
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h3 className="font-semibold text-ink">Origin</h3>
        {deal.lead ? (
          <p className="mt-1">
            Opened from a lead of {deal.lead.label}:{" "}
            <Link to={deal.lead.href} className="font-medium text-brand-700 hover:underline">
              its record and timeline
            </Link>
          </p>
        ) : (
          <p className="mt-1 text-slate-600">Entered by hand.</p>
        )}
        {deal.values.contactEmail && (
          <p className="mt-1">
            <Link
              to={contactPath(deal.values.contactEmail)}
              className="text-brand-700 hover:underline"
            >
              Everything about {deal.values.contactEmail}
            </Link>
            {deal.isClient && (
              <span className="ml-1 rounded bg-emerald-100 px-1.5 text-emerald-800">Client</span>
            )}
          </p>
        )}
        {deal.source.length > 0 && (
          <DescriptionList
            pairs={deal.source}
            className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5"
            termClass="text-slate-600"
            detailClass="break-all"
          />
        )}
        <p className="mt-2 text-slate-600">
          Opened {formatDateTime(deal.createdAt)}
          {deal.wonAt && `; won ${formatDateTime(deal.wonAt)}`}
          {!deal.wonAt && deal.closedAt && `; lost ${formatDateTime(deal.closedAt)}`}
        </p>
      </section>
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h3 className="font-semibold text-ink">History</h3>
        <ol className="mt-1 divide-y divide-slate-100">
          {deal.history.map((entry) => (
            <li key={entry.id} className="py-1.5">
              <span className="text-ink">{entry.what}</span>
              <span className="block text-slate-600">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {entry.by}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </aside>
  );
}

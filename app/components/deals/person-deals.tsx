import { Link } from "react-router";
import { formatDateTime } from "~/lib/dates";
import { dealPath } from "~/lib/deals";

type Props = {
  clientSince: string | null;
  deals: { id: string; reference: string; title: string; stage: string; value: string }[];
};

/** A person's deals and client mark on the people view (record 114), for those who work deals. */
export function PersonDeals({ clientSince, deals }: Props) {
  if (!clientSince && deals.length === 0) return null;
  return (
    <section aria-label="Deals" className="mt-4 text-sm">
      {clientSince && (
        <p>
          <span className="rounded bg-emerald-100 px-1.5 py-0.5 font-semibold text-emerald-800">
            Client
          </span>{" "}
          <span className="text-slate-600">since {formatDateTime(clientSince)}</span>
        </p>
      )}
      {deals.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1">
          {deals.map((deal) => (
            <li key={deal.id}>
              <Link to={dealPath(deal.id)} className="font-medium text-brand-700 hover:underline">
                {deal.reference} {deal.title}
              </Link>{" "}
              <span className="text-slate-600">
                {deal.stage} · {deal.value}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

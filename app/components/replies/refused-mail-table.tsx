import { formatDateTime } from "~/lib/dates";

type RefusedMessage = {
  id: string;
  reason: string;
  from: string | null;
  to: string | null;
  subject: string | null;
  via: string;
  receivedAt: string;
};

const cell = "block md:table-cell md:px-3 md:py-1.5 md:align-top";
const headings = ["Received", "Why refused", "From", "Subject", "To"];

/** Refused inbound mail, newest first: one row per message, stacked on narrow screens. */
export function RefusedMailTable({
  total,
  messages,
}: {
  total: number;
  messages: RefusedMessage[];
}) {
  if (messages.length === 0) {
    return (
      <p className="rounded-lg border border-slate-300 border-dashed p-6 text-center text-slate-600 text-sm">
        No refused mail. Every message to a reply address was filed on its record.
      </p>
    );
  }
  return (
    <section
      aria-labelledby="refused-caption"
      className="rounded-lg border border-slate-200 bg-white"
    >
      <table className="block w-full text-left text-sm md:table">
        <caption id="refused-caption" className="sr-only">
          Refused mail, newest first
        </caption>
        <thead className="max-md:sr-only bg-slate-50 text-slate-600 text-xs">
          <tr>
            {headings.map((label) => (
              <th key={label} scope="col" className="px-3 py-2 font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-200 md:table-row-group">
          {messages.map((m) => (
            <tr key={m.id} className="flex flex-wrap gap-x-2 px-3 py-2 md:table-row md:p-0">
              <td className={`${cell} basis-full whitespace-nowrap text-slate-600 text-xs md:w-48`}>
                <time dateTime={m.receivedAt}>{formatDateTime(m.receivedAt)}</time>
                <span className="ml-1 uppercase">{m.via}</span>
              </td>
              <td className={`${cell} font-semibold text-ink md:w-44`}>{m.reason}</td>
              <td className={`${cell} break-all text-slate-700`}>{m.from ?? "unknown sender"}</td>
              <td className={`${cell} basis-full break-words`}>{m.subject ?? "(no subject)"}</td>
              <td className={`${cell} basis-full break-all font-mono text-slate-600 text-xs`}>
                {m.to}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {total > messages.length && (
        <p className="border-slate-200 border-t p-2 text-slate-600 text-xs">
          The newest {messages.length} of {total} refused messages.
        </p>
      )}
    </section>
  );
}

import { StackedTable, stackedCell, stackedRow } from "~/components/ui/stacked-table";
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
    <StackedTable
      id="refused-caption"
      caption="Refused mail, newest first"
      headings={headings}
      footer={
        total > messages.length && (
          <p className="border-slate-200 border-t p-2 text-slate-600 text-xs">
            The newest {messages.length} of {total} refused messages.
          </p>
        )
      }
    >
      {messages.map((m) => (
        <tr key={m.id} className={stackedRow}>
          <td
            className={`${stackedCell} basis-full whitespace-nowrap text-slate-600 text-xs md:w-48`}
          >
            <time dateTime={m.receivedAt}>{formatDateTime(m.receivedAt)}</time>
            <span className="ml-1 uppercase">{m.via}</span>
          </td>
          <td className={`${stackedCell} font-semibold text-ink md:w-44`}>{m.reason}</td>
          <td className={`${stackedCell} break-all text-slate-700`}>
            {m.from ?? "unknown sender"}
          </td>
          <td className={`${stackedCell} basis-full break-words`}>{m.subject ?? "(no subject)"}</td>
          <td className={`${stackedCell} basis-full break-all font-mono text-slate-600 text-xs`}>
            {m.to}
          </td>
        </tr>
      ))}
    </StackedTable>
  );
}

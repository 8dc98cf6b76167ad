import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { StackedTable, stackedCell, stackedRow } from "~/components/ui/stacked-table";

type AuditLink = { label: string; href: string | null };

export type AuditEntryView = {
  id: string;
  at: string;
  when: string;
  actor: AuditLink;
  actionLabel: string;
  subject: AuditLink | null;
  /** A bulk action's records, one per row it wrote; empty for a single entry. */
  records: (AuditLink | null)[];
  detail: string;
  ip: string | null;
};

const linkStyle =
  "font-medium text-brand-700 underline decoration-slate-300 underline-offset-2 hover:decoration-brand-700";

/** A name, linked when its record exists; links are at least 24 px tall (touch targets). */
function Named({ link, className = "inline-block" }: { link: AuditLink; className?: string }) {
  return link.href ? (
    <Link to={link.href} className={`${linkStyle} ${className} min-h-6 py-0.5 leading-5`}>
      {link.label}
    </Link>
  ) : (
    <span>{link.label}</span>
  );
}

/** A bulk action's records, folded: one line until opened. */
function BulkRecords({ records }: { records: (AuditLink | null)[] }) {
  return (
    <details className="group">
      <summary className="inline-flex min-h-6 cursor-pointer items-center gap-0.5 font-medium text-brand-700">
        <ChevronRight aria-hidden className="size-4 transition-transform group-open:rotate-90" />
        {records.length} records
      </summary>
      <ul className="mt-1 grid gap-0.5 sm:grid-cols-2">
        {records.map((record, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one bulk action, in written order
          <li key={index} className="min-w-0 truncate">
            {record ? <Named link={record} className="block truncate" /> : "—"}
          </li>
        ))}
      </ul>
    </details>
  );
}

/* On a phone each row stacks: time, then who and what, then the record and the detail. */
const headings = ["When", "Who", "Action", "Record", "Detail", "Address"];

/** The entries, newest first: dense, one line each; a bulk action is one entry. */
export function AuditTable({
  entries,
  newer,
  older,
  page,
}: {
  entries: AuditEntryView[];
  newer: string | null;
  older: string | null;
  page: number;
}) {
  return (
    <StackedTable
      id="audit-caption"
      caption="Audit log entries, newest first"
      headings={headings}
      footer={
        <>
          {entries.length === 0 && (
            <p className="p-6 text-center text-slate-600 text-sm">
              No entries match these filters.
            </p>
          )}
          <nav
            aria-label="Audit log pages"
            className="flex items-center justify-between border-slate-200 border-t p-2 text-sm"
          >
            {newer ? (
              <Link to={newer} className={linkStyle}>
                Newer
              </Link>
            ) : (
              <span />
            )}
            <span className="text-slate-600 text-xs">Page {page}</span>
            {older ? (
              <Link to={older} className={linkStyle}>
                Older
              </Link>
            ) : (
              <span />
            )}
          </nav>
        </>
      }
    >
      {entries.map((entry) => (
        <tr key={entry.id} className={stackedRow}>
          <td
            className={`${stackedCell} basis-full whitespace-nowrap text-slate-600 text-xs md:w-44`}
          >
            <time dateTime={entry.at}>{entry.when}</time>
          </td>
          <td className={`${stackedCell} break-words md:w-40`}>
            <Named link={entry.actor} />
          </td>
          <td className={`${stackedCell} font-semibold text-ink md:w-40`}>{entry.actionLabel}</td>
          <td className={`${stackedCell} min-w-0 basis-full break-words max-md:order-1`}>
            {entry.records.length > 0 ? (
              <BulkRecords records={entry.records} />
            ) : (
              entry.subject && <Named link={entry.subject} />
            )}
          </td>
          <td className={`${stackedCell} basis-full break-words text-slate-700 md:max-w-xs`}>
            {entry.detail}
          </td>
          <td
            className={`${stackedCell} basis-full font-mono text-slate-600 text-xs max-md:order-2 max-md:empty:hidden`}
          >
            {entry.ip}
          </td>
        </tr>
      ))}
    </StackedTable>
  );
}

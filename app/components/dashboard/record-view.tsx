import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { StatusBadge } from "~/components/status-badge";
import { type LeadListKind, type LeadRecord, leadFields, leadLists } from "~/lib/dashboard";
import { formatDateTime } from "~/lib/dates";
import { SourceDetails } from "./source-details";
import { StatusSelect } from "./status-select";

type Change = {
  id: string;
  createdAt: Date;
  changedByEmail: string | null;
  fromStatus: string | null;
  toStatus: string;
};

/** One record with every field it has, its status dropdown, and who changed its status when. */
export function RecordView<K extends LeadListKind>({
  kind,
  record,
  history,
}: {
  kind: K;
  record: LeadRecord<K>;
  history: Change[];
}) {
  const list = leadLists[kind];
  const rows: [string, string][] = [
    ["Email", record.email],
    ["Received", formatDateTime(record.createdAt)],
    ...leadFields[kind].map(([key, label]): [string, string] => [label, show(record[key])]),
  ];
  return (
    <div className="max-w-3xl">
      <Link
        to={list.path}
        className="inline-flex items-center gap-1.5 font-medium text-brand-700 text-sm"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to {list.label}
      </Link>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <h2 className="font-bold text-2xl">{record.name}</h2>
        <StatusSelect kind={kind} id={record.id} status={record.status} label="Status" />
      </div>
      <dl className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 p-4 sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium text-slate-500 text-sm">{label}</dt>
            <dd className="whitespace-pre-line break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <SourceDetails source={record.source} />
      <h3 className="mt-10 font-semibold text-lg">Status history</h3>
      {history.length === 0 ? (
        <p className="mt-2 text-slate-600">No changes yet; the record is at its first status.</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {history.map((change) => (
            <li key={change.id} className="flex flex-wrap items-center gap-2 text-sm">
              <time dateTime={change.createdAt.toISOString()} className="text-slate-600">
                {formatDateTime(change.createdAt)}
              </time>
              <span>{change.changedByEmail ?? "someone"} changed</span>
              {change.fromStatus && <StatusBadge status={change.fromStatus} />}
              <span aria-hidden="true">→</span>
              <span className="sr-only">to</span>
              <StatusBadge status={change.toStatus} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function show(value: unknown): string {
  return value === null || value === undefined || value === "" ? "—" : String(value);
}

import { Link } from "react-router";
import { StatusBadge } from "~/components/status-badge";
import { formatDateTime } from "~/lib/dates";
import { dealPath } from "~/lib/deals";
import { describeFollowUp, type TimelineEntry } from "~/lib/workspace";
import { MessageText } from "./message-text";
import { RemoveNoteButton } from "./workspace-forms";

const mailState = {
  queued: "text-slate-600",
  sent: "text-emerald-700",
  failed: "text-red-700",
} as const;

/** What happened to a meeting (record 077). */
const meetingActions = {
  booked: "Meeting booked",
  moved: "Meeting moved",
  cancelled: "Meeting cancelled",
  completed: "Meeting marked completed",
  "no-show": "Meeting marked no show",
  "link-sent": "Interview scheduling link sent",
} as const;

/** What happened to a deal opened from the record (record 113). */
const dealActions = {
  opened: "Deal opened",
  won: "Deal won",
  lost: "Deal lost",
  // The client's side of a proposal on the deal (record 115).
  "proposal-viewed": "Proposal opened by the client",
  "proposal-accepted": "Proposal accepted",
  "proposal-declined": "Proposal declined",
} as const;

/** A record's timeline, newest first: who did what, and when. */
export function Timeline({ entries, viewerId }: { entries: TimelineEntry[]; viewerId: string }) {
  if (entries.length === 0)
    return <p className="mt-2 text-slate-600 text-sm">Nothing has happened yet.</p>;
  return (
    <ol className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {entries.map((entry) => (
        <li key={`${entry.type}-${entry.id}`} className="px-4 py-3 text-sm">
          <div className="flex flex-wrap items-center gap-x-2 text-slate-600">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            <span aria-hidden="true">·</span>
            <span>{"by" in entry ? (entry.by ?? "System") : "E-mail"}</span>
          </div>
          <div className="mt-1 text-ink">
            <EntryBody entry={entry} viewerId={viewerId} />
          </div>
        </li>
      ))}
    </ol>
  );
}

function EntryBody({ entry, viewerId }: { entry: TimelineEntry; viewerId: string }) {
  switch (entry.type) {
    case "note":
      return entry.removed ? (
        <p className="text-slate-500 italic">note removed</p>
      ) : (
        <div className="flex items-start justify-between gap-3">
          <p className="whitespace-pre-line break-words">{entry.body}</p>
          {entry.byId === viewerId && <RemoveNoteButton noteId={entry.id} />}
        </div>
      );
    case "status":
      return (
        <p className="flex flex-wrap items-center gap-2">
          Status changed
          {entry.from && <StatusBadge status={entry.from} />}
          <span aria-hidden="true">→</span>
          <span className="sr-only">to</span>
          <StatusBadge status={entry.to} />
        </p>
      );
    case "assigned":
      return <p>{entry.toName ? `Assigned to ${entry.toName}` : "Unassigned"}</p>;
    case "follow-up":
      return (
        <p>
          {entry.followUp
            ? `Follow-up set for ${describeFollowUp(entry.followUp, entry.allDay)}`
            : "Follow-up cleared"}
        </p>
      );
    case "email":
      return (
        <>
          <p className="break-words">
            {entry.label ?? "E-mail"} to {entry.to}
            {entry.cc && `, cc ${entry.cc.join(", ")}`}: “{entry.subject}” —{" "}
            <span className={`font-medium ${mailState[entry.state]}`}>{entry.state}</span>
            {entry.error && <span className="text-red-700"> ({entry.error})</span>}
          </p>
          {entry.text && <MessageText text={entry.text} />}
        </>
      );
    case "meeting":
      return (
        <p>
          {meetingActions[entry.action]}
          {entry.startsAt && ` for ${formatDateTime(entry.startsAt)}`}
          {entry.with && ` with ${entry.with}`}
        </p>
      );
    case "deal":
      return (
        <p>
          {dealActions[entry.action]}:{" "}
          <Link to={dealPath(entry.dealId)} className="font-medium text-brand-700 hover:underline">
            {entry.title}
          </Link>
          {entry.reason && ` (${entry.reason})`}
        </p>
      );
    case "inbound":
      return (
        <>
          <p className="break-words">
            <span className="font-semibold">Reply from {entry.person}</span>: “{entry.subject}”
          </p>
          <MessageText text={entry.text} />
          {entry.attachments.length > 0 && (
            <ul className="mt-1.5 flex flex-wrap gap-x-4 text-sm">
              {entry.attachments.map((file) => (
                <li key={file.id}>
                  <a
                    href={`/admin/inbound-files/${file.id}`}
                    className="font-medium text-brand-700 underline-offset-2 hover:underline"
                  >
                    {file.fileName}
                  </a>{" "}
                  <span className="text-slate-600">({Math.ceil(file.size / 1024)} KB)</span>
                </li>
              ))}
            </ul>
          )}
          {entry.dropped && (
            <p className="mt-1 whitespace-pre-line text-slate-600 text-sm">
              Not kept: {entry.dropped}
            </p>
          )}
        </>
      );
    default:
      return entry satisfies never;
  }
}

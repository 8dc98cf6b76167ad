import { ArrowLeft, FileText, MailQuestion, UserRound } from "lucide-react";
import { Link } from "react-router";
import { type LeadDeal, LeadDeals } from "~/components/deals/lead-deals";
import {
  type CandidateEmails,
  CandidateStatusForm,
} from "~/components/replies/candidate-status-form";
import { ReplyForm } from "~/components/replies/reply-form";
import { Timeline } from "~/components/workspace/timeline";
import {
  FollowUpForm,
  InterviewLinkForm,
  NoteForm,
  OwnerForm,
} from "~/components/workspace/workspace-forms";
import { type LeadRecord, leadFields } from "~/lib/dashboard";
import { formatDateTime } from "~/lib/dates";
import { type LeadKind, leadKinds } from "~/lib/lead-kinds";
import { formatReference } from "~/lib/references";
import { contactPath, describeFollowUp, personName, type TimelineEntry } from "~/lib/workspace";
import { ResumePreview } from "./resume-preview";
import { SourceDetails } from "./source-details";
import { StatusSelect } from "./status-select";
import { useRecordShortcuts } from "./use-record-shortcuts";

type Owner = { id: string; email: string; name: string | null };

export type RecordViewProps<K extends LeadKind> = {
  kind: K;
  record: LeadRecord<K>;
  viewerId: string;
  timeline: TimelineEntry[];
  owners: Owner[];
  owner: Owner | null;
  followUp: { at: string; allDay: boolean; date: string; time: string } | null;
  /** The list as it was left (view, filters, sort, page), and the records around this one. */
  backHref: string;
  /** What Back returns to: the list's name, or a My work section (record 082). */
  backLabel?: string;
  prevHref: string | null;
  nextHref: string | null;
  /** Applications: the candidate e-mail of each status that has one (record 047). */
  candidateEmails?: CandidateEmails | null;
  /** Saved replies to start from. */
  snippets?: { key: string; name: string; body: string }[];
  /** Whether an answer by e-mail came after staff last acted (record 075). */
  awaiting?: boolean;
  /** Applications: the résumé's download name, and whether the browser can show it (a PDF). */
  resume?: { fileName: string; previewable: boolean } | null;
  /** The deals opened from it, for those who work deals (record 113); null for the others. */
  deals?: LeadDeal[] | null;
};

/**
 * One record with every field it has; its status, owner and next step; a note form; and its
 * timeline (notes, status changes, assignments, follow-ups, e-mails), newest first.
 */
export function RecordView<K extends LeadKind>(props: RecordViewProps<K>) {
  const { kind, record, owners, owner, followUp, timeline, viewerId } = props;
  const { backHref, backLabel, prevHref, nextHref } = props;
  const list = leadKinds[kind];
  useRecordShortcuts(prevHref, nextHref);
  const rows: [string, string][] = [
    ["Reference", formatReference(kind, record.reference)],
    ["Email", record.email],
    ["Received", formatDateTime(record.createdAt)],
    ...leadFields(kind).map(([key, label]): [string, string] => [label, show(record[key])]),
    ["First response", record.firstResponseAt ? formatDateTime(record.firstResponseAt) : "—"],
  ];
  const resumeId = props.resume ? record.id : null;
  return (
    <div className="max-w-4xl">
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <Link to={backHref} className="inline-flex items-center gap-1.5 font-medium text-brand-700">
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to {backLabel ?? list.label}
        </Link>
        <nav aria-label="Records in this list" className="flex items-center gap-3">
          <NeighbourLink href={prevHref} label="Previous" shortcut="k" />
          <NeighbourLink href={nextHref} label="Next" shortcut="j" />
        </nav>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="font-bold text-2xl">{personName(record)}</h2>
          {props.awaiting && (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900 text-sm">
              <MailQuestion aria-hidden="true" className="size-4" /> Awaiting our answer
            </span>
          )}
        </div>
        {props.candidateEmails ? (
          <CandidateStatusForm
            id={record.id}
            status={record.status}
            emails={props.candidateEmails}
          />
        ) : (
          <StatusSelect kind={kind} id={record.id} status={record.status} label="Status" />
        )}
      </div>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <Link
          to={contactPath(record.email)}
          className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          <UserRound aria-hidden="true" className="size-4" /> Everything from {record.email}
        </Link>
        {resumeId && (
          <a
            href={`/admin/resumes/${resumeId}`}
            title={props.resume?.fileName}
            className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            <FileText aria-hidden="true" className="size-4" /> Download résumé
          </a>
        )}
      </div>
      {props.deals && <LeadDeals kind={kind} leadId={record.id} deals={props.deals} />}
      <section
        aria-label="Owner and next step"
        className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 md:grid-cols-2"
      >
        <div className="space-y-1">
          <OwnerForm owners={owners} ownerId={record.ownerId} />
          <p className="text-slate-600 text-sm">
            {owner ? `Owned by ${owner.name || owner.email}` : "Nobody owns this record yet."}
          </p>
        </div>
        <div className="space-y-1">
          <FollowUpForm
            date={followUp?.date ?? ""}
            time={followUp?.allDay ? "" : (followUp?.time ?? "")}
          />
          <p className="text-slate-600 text-sm">
            {followUp
              ? `Next step: ${describeFollowUp(followUp.at, followUp.allDay)}`
              : "No follow-up set."}
          </p>
        </div>
        {list.candidate && (
          <div className="md:col-span-2">
            <InterviewLinkForm />
          </div>
        )}
      </section>
      <dl className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium text-slate-500 text-sm">{label}</dt>
            <dd className="whitespace-pre-line break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {resumeId && props.resume?.previewable && (
        <ResumePreview
          applicationId={resumeId}
          candidate={record.name}
          fileName={props.resume.fileName}
        />
      )}
      <SourceDetails source={record.source} />
      <h3 className="mt-8 font-semibold text-lg">Timeline</h3>
      <div className="mt-3 space-y-3">
        <ReplyForm
          snippets={props.snippets ?? []}
          to={record.email}
          subject={`Re: your ${list.replyNoun} (${formatReference(kind, record.reference)})`}
        />
        <NoteForm />
      </div>
      <Timeline entries={timeline} viewerId={viewerId} />
    </div>
  );
}

function show(value: unknown): string {
  return value === null || value === undefined || value === "" ? "—" : String(value);
}

/** Previous or next record of the list, with its keyboard shortcut shown. */
function NeighbourLink({
  href,
  label,
  shortcut,
}: {
  href: string | null;
  label: string;
  shortcut: string;
}) {
  if (!href) return <span className="text-slate-500">{label}</span>;
  return (
    <Link to={href} className="font-medium text-brand-700" aria-keyshortcuts={shortcut}>
      {label}{" "}
      <kbd className="rounded border border-slate-300 px-1 font-mono text-slate-500 text-xs">
        {shortcut}
      </kbd>
    </Link>
  );
}

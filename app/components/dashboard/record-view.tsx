import { ArrowLeft, FileText, MailQuestion, MailX, UserRound } from "lucide-react";
import { Link } from "react-router";
import { InterviewLinkForm } from "~/components/booking/interview-link-form";
import { MeetingCard } from "~/components/booking/meeting-card";
import { type LeadDeal, LeadDeals } from "~/components/deals/lead-deals";
import {
  type CandidateEmails,
  CandidateStatusForm,
} from "~/components/replies/candidate-status-form";
import { ReplyForm } from "~/components/replies/reply-form";
import { Timeline } from "~/components/workspace/timeline";
import { NoteForm } from "~/components/workspace/workspace-forms";
import type { LeadMeeting } from "~/lib/booking-view";
import { type LeadRecord, leadFields } from "~/lib/dashboard";
import { formatDateTime } from "~/lib/dates";
import { formatHours } from "~/lib/durations";
import { isWorked } from "~/lib/lead-capabilities";
import { type LeadKind, leadKinds } from "~/lib/lead-kinds";
import { mailStoppedNote } from "~/lib/mail-stopped";
import { formatReference } from "~/lib/references";
import { contactPath, personName, type TimelineEntry } from "~/lib/workspace";
import { FactList, OwnerAndNextStep, PanelSection } from "./record-panel";
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
  /** Demo requests and applications: their meetings (record 117). */
  meetings?: LeadMeeting[];
};

/**
 * One record with every field it has; its status, owner and next step; a note form; and its
 * timeline (notes, status changes, assignments, follow-ups, e-mails), newest first.
 */
export function RecordView<K extends LeadKind>(props: RecordViewProps<K>) {
  const { kind, record, owners, owner, followUp, timeline, viewerId } = props;
  const { backHref, backLabel, prevHref, nextHref } = props;
  const list = leadKinds[kind];
  const mailStopped = mailStoppedNote(record);
  useRecordShortcuts(prevHref, nextHref);
  const rows: [string, string][] = [
    ["Reference", formatReference(kind, record.reference)],
    ["Email", record.email],
    ["Received", formatDateTime(record.createdAt)],
    ...leadFields(kind).map(([key, label]): [string, string] => [label, show(record[key])]),
    ...(mailStopped ? [["Newsletter mail", mailStopped] as [string, string]] : []),
    ["First response", firstResponse(record.createdAt, record.firstResponseAt)],
  ];
  const resumeId = props.resume ? record.id : null;
  return (
    <div>
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
          {mailStopped && (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-red-100 px-2.5 py-0.5 font-semibold text-red-900 text-sm">
              <MailX aria-hidden="true" className="size-4" /> Mail stopped
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
      {/* Wide screens: the conversation, with the lead's facts, owner, follow-up and meetings
          in a side panel beside it; phones stack the panel first (record 118). */}
      <div className="mt-4 grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
        <aside
          aria-label="Record details"
          className="min-w-0 space-y-4 lg:col-start-2 lg:row-start-1"
        >
          {isWorked(kind) && (
            <OwnerAndNextStep
              owners={owners}
              owner={owner}
              ownerId={record.ownerId}
              followUp={followUp}
            >
              {list.candidate && (
                <InterviewLinkForm
                  candidateName={record.name}
                  jobTitle={"jobTitle" in record ? String(record.jobTitle) : null}
                  senderName={owners.find((o) => o.id === viewerId)?.name ?? null}
                />
              )}
            </OwnerAndNextStep>
          )}
          <MeetingCard meetings={props.meetings ?? []} />
          {props.deals && <LeadDeals kind={kind} leadId={record.id} deals={props.deals} />}
          <PanelSection id="record-facts" title="Details">
            <FactList rows={rows} />
          </PanelSection>
          <SourceDetails source={record.source} />
        </aside>
        <section
          aria-labelledby="record-conversation"
          className="min-w-0 lg:col-start-1 lg:row-start-1"
        >
          {resumeId && props.resume?.previewable && (
            <ResumePreview
              applicationId={resumeId}
              candidate={record.name}
              fileName={props.resume.fileName}
            />
          )}
          <h3 id="record-conversation" className="mt-2 font-semibold text-lg">
            Timeline
          </h3>
          <div className="mt-3 space-y-3">
            <ReplyForm
              snippets={props.snippets ?? []}
              to={record.email}
              subject={`Re: your ${list.replyNoun} (${formatReference(kind, record.reference)})`}
            />
            <NoteForm />
          </div>
          <Timeline entries={timeline} viewerId={viewerId} />
        </section>
      </div>
    </div>
  );
}

/**
 * When the first answer went out and how long after arrival, in clock time ("6 min after it
 * arrived"); the Response times page counts business hours instead (record 118).
 */
function firstResponse(createdAt: Date, firstResponseAt: Date | null): string {
  if (!firstResponseAt) return "Not answered yet";
  const hours = (firstResponseAt.getTime() - createdAt.getTime()) / 3_600_000;
  return `${formatDateTime(firstResponseAt)} (${formatHours(Math.max(0, hours))} after it arrived)`;
}

function show(value: unknown): string {
  if (value instanceof Date) return formatDateTime(value);
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
      {label} {/* Keyboard hints only where there is a keyboard to use them. */}
      <kbd className="rounded border border-slate-300 px-1 font-mono text-slate-500 text-xs max-sm:hidden">
        {shortcut}
      </kbd>
    </Link>
  );
}

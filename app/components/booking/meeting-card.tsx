import { CalendarRange } from "lucide-react";
import { site } from "~/content/site";
import type { LeadMeeting } from "~/lib/booking-view";
import { formatDateTime } from "~/lib/dates";
import { MeetingActions } from "./meeting-actions";
import { MeetingPlace } from "./meeting-place";

const statusWords: Record<LeadMeeting["status"], string> = {
  booked: "Booked",
  cancelled: "Cancelled",
  completed: "Completed",
  "no-show": "No show",
};

const statusTone: Record<LeadMeeting["status"], string> = {
  booked: "bg-brand-50 text-brand-800",
  cancelled: "bg-red-50 text-red-800",
  completed: "bg-emerald-50 text-emerald-800",
  "no-show": "bg-amber-50 text-amber-900",
};

/** The end's time of day, in the site's zone as formatDateTime shows the start. */
const time = (iso: string) =>
  new Date(iso).toLocaleTimeString("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone: site.timeZone,
  });

/**
 * A lead's meetings on its record (record 117), as a CRM shows them: when, where, with whom,
 * its state, the reminders still to go (folded in here, not timeline rows), a visitor's reason
 * for cancelling, and, once it has begun, Completed / No show (the meetings list's action).
 */
export function MeetingCard({ meetings }: { meetings: LeadMeeting[] }) {
  if (meetings.length === 0) return null;
  return (
    <section aria-labelledby="meetings-title" className="mt-6">
      <h3 id="meetings-title" className="font-semibold text-lg">
        Meetings
      </h3>
      <ul className="mt-3 space-y-3">
        {meetings.map((meeting) => (
          <li
            key={meeting.id}
            className="rounded-xl border border-slate-200 bg-white p-4 text-sm"
            aria-label={`${meeting.title} on ${formatDateTime(meeting.startsAt)}`}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="flex items-center gap-2 font-semibold text-ink">
                <CalendarRange aria-hidden="true" className="size-4 text-brand-700" />
                {meeting.title} · {formatDateTime(meeting.startsAt)}–{time(meeting.endsAt)}
              </p>
              <span
                className={`rounded-full px-2 py-0.5 font-medium text-xs ${statusTone[meeting.status]}`}
              >
                {statusWords[meeting.status]}
              </span>
            </div>
            <p className="mt-1 text-slate-700">Host: {meeting.hostName}</p>
            {meeting.status === "booked" && <MeetingPlace location={meeting.location} />}
            {meeting.status === "booked" && (
              <p className="mt-1 text-slate-600">
                {meeting.reminders.length > 0
                  ? `Reminders to both: ${meeting.reminders.map((at) => formatDateTime(at)).join(", ")}`
                  : "No reminders left to send."}
              </p>
            )}
            {meeting.cancelReason && (
              <p className="mt-1 text-slate-700">
                Their reason: <q className="whitespace-pre-line">{meeting.cancelReason}</q>
              </p>
            )}
            {meeting.status === "booked" && meeting.past && (
              <MeetingActions meeting={meeting} className="mt-3 flex flex-wrap gap-2" />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Link } from "react-router";
import { MeetingActions } from "~/components/booking/meeting-actions";
import { MeetingsViews } from "~/components/booking/meetings-nav";
import { VisitorName } from "~/components/booking/visitor-name";
import { formatDateTime } from "~/lib/dates";
import { isLeadKind } from "~/lib/lead-kinds";
import { unlistedMeta } from "~/lib/seo";
import { clientIp } from "~/server/audit/audit.server";
import { meetingAction, upcomingMeetings } from "~/server/booking/staff.server";
import { db } from "~/server/db/index.server";
import type { Route } from "./+types/meetings";
import { staffRoute } from "./staff-route.server";

export { pipeHeaders as headers } from "~/server/http/headers.server";

// Upcoming meetings (record 077): one's own; an admin sees everyone's.
const staff = staffRoute("lists");

export const loader = staff.loader(async (viewer) => ({
  meetings: await upcomingMeetings(db(), viewer),
  everyone: viewer.role === "admin",
}));

export const action = staff.formAction((values, viewer, request) =>
  meetingAction(db(), viewer, values, clientIp(request)),
);

export const meta = () => unlistedMeta("Upcoming meetings");

export default function Meetings({ loaderData }: Route.ComponentProps) {
  const { meetings, everyone } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-bold text-ink text-lg">Upcoming meetings</h2>
        <MeetingsViews />
      </div>
      <p className="mt-1 mb-4 max-w-3xl text-slate-600 text-sm">
        {everyone ? "Everyone's booked meetings" : "Your booked meetings"}, from yesterday on. Mark
        a past meeting Completed or No show; its record's status follows.{" "}
        <Link to="/admin/settings/availability" className="rounded text-brand-700 underline">
          Your availability
        </Link>
      </p>
      {meetings.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-600 text-sm">
          No meetings booked.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {meetings.map((meeting) => (
            <li
              key={meeting.id}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm"
            >
              <div>
                <p className="font-semibold text-ink">
                  <time dateTime={meeting.startsAt}>{formatDateTime(meeting.startsAt)}</time> ·{" "}
                  {meeting.type}
                  {everyone && ` · ${meeting.staffName}`}
                </p>
                <p className="text-slate-600">
                  <VisitorName
                    kind={isLeadKind(meeting.leadKind) ? meeting.leadKind : null}
                    leadId={meeting.leadId}
                    name={meeting.visitorName}
                  />{" "}
                  &lt;{meeting.visitorEmail}&gt;
                  {meeting.location && ` · ${meeting.location}`}
                </p>
              </div>
              <MeetingActions
                meeting={meeting}
                label={`${meeting.type} with ${meeting.visitorName}`}
                className="flex flex-wrap gap-2"
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

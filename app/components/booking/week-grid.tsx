import { cn } from "~/lib/cn";
import type { LeadKind } from "~/lib/lead-kinds";
import { VisitorName } from "./visitor-name";

export type WeekDay = {
  date: string;
  label: string;
  today: boolean;
  meetings: {
    id: string;
    startsAt: string;
    time: string;
    type: string;
    status: string;
    staffName: string;
    visitorName: string;
    recordKind: LeadKind | null;
    leadId: string;
  }[];
};

const outcome: Record<string, string> = { completed: "Completed", "no-show": "No show" };

/**
 * Seven days side by side from 1024 px, stacked below (record 088): a list of days, each a
 * heading and a list of its meetings, so a screen reader walks it as it reads a page.
 */
export function WeekGrid({ days, showStaff }: { days: WeekDay[]; showStaff: boolean }) {
  return (
    <ol className="grid gap-px overflow-hidden rounded-xl border border-slate-200 bg-slate-200 lg:grid-cols-7">
      {days.map((day) => (
        <li
          key={day.date}
          className={cn("min-w-0 bg-white p-2 lg:min-h-40", day.today && "bg-brand-50/60")}
        >
          <h3
            id={`day-${day.date}`}
            className={cn(
              "px-1 pb-1 font-semibold text-slate-700 text-xs uppercase tracking-wide",
              day.today && "text-brand-800",
            )}
          >
            <time dateTime={day.date}>{day.label}</time>
            {day.today && <span className="ml-1 font-normal normal-case">(today)</span>}
          </h3>
          {day.meetings.length === 0 ? (
            <p className="px-1 text-slate-500 text-xs">No meetings</p>
          ) : (
            <ul className="space-y-1.5">
              {day.meetings.map((meeting) => (
                <li
                  key={meeting.id}
                  className={cn(
                    "rounded-md border-brand-600 border-l-4 bg-slate-50 px-2 py-1.5 text-xs leading-snug",
                    meeting.status !== "booked" && "border-slate-400",
                  )}
                >
                  <p className="font-semibold text-ink">
                    <time dateTime={meeting.startsAt}>{meeting.time}</time>
                  </p>
                  <p className="text-slate-700">
                    {meeting.type}
                    {outcome[meeting.status] && ` · ${outcome[meeting.status]}`}
                  </p>
                  <p className="break-words">
                    <VisitorName
                      kind={meeting.recordKind}
                      leadId={meeting.leadId}
                      name={meeting.visitorName}
                    />
                  </p>
                  {showStaff && <p className="text-slate-600">with {meeting.staffName}</p>}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

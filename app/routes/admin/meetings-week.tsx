import { CalendarDays } from "lucide-react";
import { Form, Link } from "react-router";
import { MeetingsViews } from "~/components/booking/meetings-nav";
import { WeekGrid } from "~/components/booking/week-grid";
import { buttonStyles } from "~/components/ui/button";
import { pageTitle } from "~/content/site";
import { weekView } from "~/server/booking/week.server";
import { db } from "~/server/db/index.server";
import { invariantResponse } from "~/server/http/responses.server";
import type { Route } from "./+types/meetings-week";
import { staffRoute } from "./staff-route.server";

export { pipeHeaders as headers } from "~/server/http/headers.server";

// The week view of meetings (record 088): the same people as the list, seven days at a glance.
export const loader = staffRoute("lists").loader(async (viewer, request) => {
  const params = new URL(request.url).searchParams;
  const week = await weekView(db(), viewer, {
    week: params.get("week"),
    person: params.get("person"),
  });
  invariantResponse(week, "The week must be a date, YYYY-MM-DD.", { status: 400 });
  return week;
});

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData ? `Meetings: ${loaderData.title}` : "Meetings") },
    { name: "robots", content: "noindex" },
  ];
}

const pager = "rounded-md px-2.5 py-1.5 font-medium text-brand-700 text-sm hover:bg-slate-100";

export default function MeetingsWeek({ loaderData: week }: Route.ComponentProps) {
  // Links keep the person an admin chose.
  const to = (monday: string | null) => {
    const query = new URLSearchParams();
    if (monday) query.set("week", monday);
    if (week.everyone && week.person) query.set("person", week.person);
    const search = query.toString();
    return `/admin/meetings/week${search ? `?${search}` : ""}`;
  };
  const chosen = week.people.find((person) => person.id === week.person);
  const whose = !week.everyone
    ? "Your meetings"
    : chosen
      ? `${chosen.name}'s meetings`
      : "Everyone's meetings";
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-bold text-ink text-lg">{week.title}</h2>
        <MeetingsViews />
      </div>
      <p className="mt-1 text-slate-600 text-sm">
        {whose}, in {week.timeZone.replace(/_/g, " ")} time
        {week.ownZone ? " (your time zone)." : ". "}
        {!week.ownZone && (
          <Link to="/admin/settings/availability" className="rounded text-brand-700 underline">
            Set your time zone
          </Link>
        )}
      </p>
      {week.movedToNext && (
        <p role="status" className="mt-2 rounded-md bg-sky-50 px-3 py-2 text-sky-900 text-sm">
          No meetings this week: this is the week of the next one.
        </p>
      )}
      <div className="mt-3 mb-4 flex flex-wrap items-end justify-between gap-3">
        <nav aria-label="Weeks" className="flex flex-wrap items-center gap-1">
          <Link to={to(week.previous)} className={pager}>
            ← Previous week
          </Link>
          <Link
            to={to(week.movedToNext ? week.askedMonday : null)}
            className={pager}
            aria-current={week.thisWeek ? "page" : undefined}
          >
            This week
          </Link>
          <Link to={to(week.next)} className={pager}>
            Next week →
          </Link>
        </nav>
        {week.everyone && (
          <Form method="get" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="week" value={week.monday} />
            <div className="flex flex-col gap-1">
              <label htmlFor="week-person" className="font-medium text-slate-700 text-xs">
                Whose meetings
              </label>
              <select
                id="week-person"
                name="person"
                defaultValue={week.person ?? ""}
                key={week.person ?? ""}
                className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2"
              >
                <option value="">Everyone</option>
                {week.people.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonStyles({ variant: "secondary", size: "sm" })}>
              Show
            </button>
          </Form>
        )}
      </div>
      {week.total === 0 ? (
        <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-600 text-sm">
          <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
          <p>No meetings this week.</p>
        </div>
      ) : (
        <WeekGrid days={week.days} showStaff={week.everyone && !week.person} />
      )}
    </>
  );
}

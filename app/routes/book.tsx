import { CalendarCheck } from "lucide-react";
import { AddToCalendar } from "~/components/booking/add-to-calendar";
import { useFocusOnArrival } from "~/components/booking/focus-on-arrival";
import { LinkRefused } from "~/components/booking/link-refused";
import { MeetingPlace } from "~/components/booking/meeting-place";
import { TimePicker, ZoneSelect } from "~/components/booking/slot-picker";
import { TooMany } from "~/components/booking/too-many";
import { meetingWords, meetingWordsOf } from "~/lib/meeting-words";
import { unlistedMeta } from "~/lib/seo";
import { bookPageAction, bookPageLoader } from "~/server/booking/book-page.server";
import { requestInfo } from "~/server/request-info.server";
import type { Route } from "./+types/book";

/**
 * The visitor's slot picker of a demo request or an application (record 077), reached by a
 * signed link; its words follow the meeting type (record 088).
 */
export function loader({ params, request }: Route.LoaderArgs) {
  return bookPageLoader(params.token, request);
}

export function action({ params, request, context }: Route.ActionArgs) {
  return bookPageAction(params.token, request, requestInfo(context).ip);
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  unlistedMeta(meetingWordsOf(loaderData).pickTitle);

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  switch (loaderData.state) {
    case "refused":
      return <LinkRefused refusal={loaderData} />;
    case "booked":
      return <Booked booked={loaderData} />;
    case "pick":
      return (
        <section
          className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-16"
          aria-labelledby="pick-title"
        >
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">
            {loaderData.title} · {loaderData.minutes} minutes
          </p>
          <h1 id="pick-title" className="mt-2 font-bold text-3xl sm:text-4xl">
            {meetingWords(loaderData.typeId).pickHeading(loaderData.firstName)}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-600">
            Choose a day and a time in the next two weeks, then confirm it.
          </p>
          <div className="mt-6">
            <ZoneSelect timeZone={loaderData.timeZone} timeZones={loaderData.timeZones} />
          </div>
          {actionData && "tooMany" in actionData && <TooMany message={actionData.tooMany} />}
          {loaderData.taken && (
            <p
              role="alert"
              className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-ink"
            >
              That time was just taken. Please pick another time.
            </p>
          )}
          <h2 className="sr-only">Free times</h2>
          <div className="mt-6">
            <TimePicker
              choice={loaderData.choice}
              timeZone={loaderData.timeZone}
              intent="book"
              empty="There are no free times in the next two weeks. We will contact you to find one."
            />
          </div>
        </section>
      );
    default:
      return loaderData satisfies never;
  }
}

/** The booked meeting, at the top of the page with focus when just booked (record 117). */
function Booked({
  booked,
}: {
  booked: Extract<Route.ComponentProps["loaderData"], { state: "booked" }>;
}) {
  const heading = useFocusOnArrival<HTMLHeadingElement>(booked.justBooked);
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-20" aria-labelledby="booked-title">
      <CalendarCheck aria-hidden="true" className="size-10 text-brand-700" />
      <h1
        id="booked-title"
        ref={heading}
        tabIndex={-1}
        className="mt-4 scroll-mt-24 font-bold text-3xl focus:outline-none sm:text-4xl"
      >
        {booked.justBooked ? "You're booked" : meetingWords(booked.typeId).booked}
      </h1>
      <p className="mt-4 text-lg text-slate-700" role="status">
        {booked.title} with {booked.withName}, {booked.when}.
      </p>
      <MeetingPlace location={booked.location} />
      <AddToCalendar links={booked.calendar} fileName={`${booked.typeId}.ics`} />
      <p className="mt-6 text-slate-600">We also sent the invitation to your e-mail.</p>
      <a
        href={booked.manageUrl}
        className="mt-4 inline-block rounded font-semibold text-brand-700 underline"
      >
        Reschedule or cancel
      </a>
    </section>
  );
}

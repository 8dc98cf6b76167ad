import { CalendarX } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { AddToCalendar } from "~/components/booking/add-to-calendar";
import { CancelConfirm } from "~/components/booking/cancel-confirm";
import { useFocusOnArrival } from "~/components/booking/focus-on-arrival";
import { LinkRefused } from "~/components/booking/link-refused";
import { MeetingPlace } from "~/components/booking/meeting-place";
import { TimePicker, ZoneSelect } from "~/components/booking/slot-picker";
import { TooMany } from "~/components/booking/too-many";
import { ButtonLink, buttonStyles } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { meetingWords, meetingWordsOf } from "~/lib/meeting-words";
import { unlistedMeta } from "~/lib/seo";
import { managePageAction, managePageLoader } from "~/server/booking/manage-page.server";
import { requestInfo } from "~/server/request-info.server";
import type { Route } from "./+types/book-manage";

/** A booked meeting's reschedule and cancel page (record 077), from the visitor's e-mail. */
export function loader({ params, request }: Route.LoaderArgs) {
  return managePageLoader(params.token, request);
}

export function action({ params, request, context }: Route.ActionArgs) {
  return managePageAction(params.token, request, requestInfo(context).ip);
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  unlistedMeta(meetingWordsOf(loaderData).yours);

type Meeting = Exclude<Route.ComponentProps["loaderData"], { state: "refused" }>;

export default function ManageMeeting({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state === "refused") return <LinkRefused refusal={loaderData} />;
  const { state } = loaderData;
  if (state !== "booked") return <Ended meeting={loaderData} state={state} />;
  return <Booked meeting={loaderData} actionData={actionData} />;
}

/** A cancelled or past meeting; a cancelled one offers to book again (record 117). */
function Ended({
  meeting,
  state,
}: {
  meeting: Meeting;
  state: Exclude<Meeting["state"], "booked">;
}) {
  const words = meetingWords(meeting.typeId);
  const heading = useFocusOnArrival<HTMLHeadingElement>(meeting.done === "cancelled");
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-20" aria-labelledby="ended-title">
      <CalendarX aria-hidden="true" className="size-10 text-brand-700" />
      <h1
        id="ended-title"
        ref={heading}
        tabIndex={-1}
        className="mt-4 scroll-mt-24 font-bold text-3xl focus:outline-none sm:text-4xl"
      >
        {words.ended[state]}
      </h1>
      <p className="mt-4 text-lg text-slate-700" role="status">
        {meeting.title} with {meeting.withName}, {meeting.when}.
        {meeting.done === "cancelled" && " We sent the cancellation to your e-mail."}
      </p>
      {meeting.bookAgainUrl && (
        <ButtonLink to={meeting.bookAgainUrl} className="mt-6">
          Book a new time
        </ButtonLink>
      )}
    </section>
  );
}

function Booked({
  meeting,
  actionData,
}: {
  meeting: Meeting;
  actionData: Route.ComponentProps["actionData"];
}) {
  const words = meetingWords(meeting.typeId);
  const heading = useFocusOnArrival<HTMLHeadingElement>(meeting.done === "moved");
  const [params] = useSearchParams();
  const keep = new URLSearchParams(params);
  keep.delete("cancel");
  return (
    <section
      className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-16"
      aria-labelledby="meeting-title"
    >
      <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">{words.yours}</p>
      <h1
        id="meeting-title"
        ref={heading}
        tabIndex={-1}
        className="mt-2 scroll-mt-24 font-bold text-3xl focus:outline-none sm:text-4xl"
      >
        {meeting.title} with {meeting.withName}
      </h1>
      <p className="mt-3 text-lg text-slate-700" role="status">
        {meeting.done === "moved" ? "Moved to " : ""}
        {meeting.when}
        {meeting.done === "moved" && ". We sent the updated invitation to your e-mail."}
      </p>
      <MeetingPlace location={meeting.location} />
      {meeting.calendar && (
        <AddToCalendar links={meeting.calendar} fileName={`${meeting.typeId}.ics`} />
      )}
      {actionData && "tooMany" in actionData && <TooMany message={actionData.tooMany} />}
      {meeting.confirmCancel || (actionData && "reasonError" in actionData) ? (
        <CancelConfirm
          words={words}
          timeZone={meeting.timeZone}
          keepUrl={`?${keep}`}
          error={actionData && "reasonError" in actionData ? actionData.reasonError : null}
        />
      ) : (
        <Link
          to={`?${new URLSearchParams({ ...Object.fromEntries(keep), cancel: "1" })}`}
          preventScrollReset
          className={cn(buttonStyles({ variant: "danger" }), "mt-6")}
        >
          {words.cancel}
        </Link>
      )}
      <h2 className="mt-12 font-bold text-2xl">Move it to another time</h2>
      {meeting.taken && (
        <p
          role="alert"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-ink"
        >
          That time was just taken. Please pick another time.
        </p>
      )}
      <div className="mt-6">
        <ZoneSelect timeZone={meeting.timeZone} timeZones={meeting.timeZones} />
      </div>
      <div className="mt-6">
        <TimePicker
          choice={meeting.choice}
          timeZone={meeting.timeZone}
          intent="reschedule"
          empty="There are no other free times in the next two weeks. Reply to our e-mail and we will find one."
        />
      </div>
    </section>
  );
}

import { CalendarX } from "lucide-react";
import { Form } from "react-router";
import { LinkRefused } from "~/components/booking/link-refused";
import { MeetingPlace } from "~/components/booking/meeting-place";
import { SlotList, ZoneSelect } from "~/components/booking/slot-picker";
import { TooMany } from "~/components/booking/too-many";
import { Button } from "~/components/ui/button";
import { pageTitle } from "~/content/site";
import { meetingWords } from "~/lib/meeting-words";
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

export function meta({ loaderData }: Route.MetaArgs) {
  const typeId = loaderData && "typeId" in loaderData ? loaderData.typeId : "";
  return [{ title: pageTitle(meetingWords(typeId).yours) }, { name: "robots", content: "noindex" }];
}

export default function ManageMeeting({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state === "refused") return <LinkRefused refusal={loaderData} />;
  const words = meetingWords(loaderData.typeId);
  if (loaderData.state !== "booked")
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 sm:py-24">
        <CalendarX aria-hidden="true" className="size-10 text-brand-700" />
        <h1 className="mt-4 font-bold text-3xl sm:text-4xl">{words.ended[loaderData.state]}</h1>
        <p className="mt-4 text-lg text-slate-700" role="status">
          {loaderData.title} with {loaderData.withName}, {loaderData.when}.
          {loaderData.done === "cancelled" && " We sent the cancellation to your e-mail."}
        </p>
      </section>
    );
  return (
    <section
      className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16"
      aria-labelledby="meeting-title"
    >
      <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">{words.yours}</p>
      <h1 id="meeting-title" className="mt-2 font-bold text-3xl sm:text-4xl">
        {loaderData.title} with {loaderData.withName}
      </h1>
      <p className="mt-3 text-lg text-slate-700" role="status">
        {loaderData.done === "moved" ? "Moved to " : ""}
        {loaderData.when}
        {loaderData.done === "moved" && ". We sent the updated invitation to your e-mail."}
      </p>
      <MeetingPlace location={loaderData.location} />
      {actionData && "tooMany" in actionData && <TooMany message={actionData.tooMany} />}
      <Form method="post" className="mt-6">
        <input type="hidden" name="tz" value={loaderData.timeZone} />
        <Button type="submit" name="intent" value="cancel" variant="danger">
          {words.cancel}
        </Button>
      </Form>
      <h2 className="mt-12 font-bold text-2xl">Move it to another time</h2>
      {actionData && "taken" in actionData && (
        <p
          role="alert"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-ink"
        >
          That time was just taken. Please pick another time below.
        </p>
      )}
      <div className="mt-6">
        <ZoneSelect timeZone={loaderData.timeZone} timeZones={loaderData.timeZones} />
      </div>
      <div className="mt-8">
        <SlotList
          days={loaderData.days}
          timeZone={loaderData.timeZone}
          intent="reschedule"
          empty="There are no other free times in the next two weeks. Reply to our e-mail and we will find one."
        />
      </div>
    </section>
  );
}

import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import type { FormResult } from "~/lib/forms/result";

/** What staff can say of a past meeting, and of one still to come. */
const pastActions = [
  { intent: "completed", words: "Completed", variant: "primary" },
  { intent: "no-show", words: "No show", variant: "secondary" },
] as const;
const comingActions = [{ intent: "cancel", words: "Cancel", variant: "dangerGhost" }] as const;

/**
 * Marks a past meeting Completed or No show, or cancels one to come (record 077); the meetings
 * page takes the post wherever the buttons stand. `label` names the meeting in each button's
 * accessible name where a list holds many.
 */
export function MeetingActions({
  meeting,
  label,
  className,
}: {
  meeting: { id: string; past: boolean };
  label?: string;
  className?: string;
}) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  return (
    <fetcher.Form method="post" action="/admin/meetings" className={className}>
      <input type="hidden" name="meetingId" value={meeting.id} />
      {(meeting.past ? pastActions : comingActions).map((action) => (
        <Button
          key={action.intent}
          type="submit"
          name="intent"
          value={action.intent}
          size="sm"
          variant={action.variant}
          disabled={fetcher.state !== "idle"}
          aria-label={label && `${action.words}: ${label}`}
        >
          {action.words}
        </Button>
      ))}
    </fetcher.Form>
  );
}

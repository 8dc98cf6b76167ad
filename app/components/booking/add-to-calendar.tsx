import { CalendarPlus } from "lucide-react";
import { buttonStyles } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * Add-to-calendar links of a booked meeting (record 117), as Calendly offers them: Google's and
 * Outlook's web calendars open in a new tab with the event filled in; the .ics downloads.
 */
export function AddToCalendar({
  links,
  fileName,
}: {
  links: { google: string; outlook: string; ics: string };
  fileName: string;
}) {
  const link = cn(buttonStyles({ variant: "secondary", size: "md" }), "gap-2");
  return (
    <nav aria-label="Add to your calendar" className="mt-6">
      <p className="font-semibold text-ink text-sm">Add it to your calendar</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        <li>
          <a href={links.google} target="_blank" rel="noopener noreferrer" className={link}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            Google Calendar
          </a>
        </li>
        <li>
          <a href={links.outlook} target="_blank" rel="noopener noreferrer" className={link}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            Outlook
          </a>
        </li>
        <li>
          <a href={links.ics} download={fileName} className={link}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            Download .ics
          </a>
        </li>
      </ul>
    </nav>
  );
}

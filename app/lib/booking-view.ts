/** What the slot picker pages show (record 077): free times grouped by day in one zone. */
export type SlotDay = {
  /** "2026-06-02", in the shown zone. */
  date: string;
  /** "Tuesday, June 2". */
  label: string;
  slots: { start: string; time: string }[];
};

/**
 * A refusal of a booking link: forged (404) or expired (410). Its words fit every meeting type
 * (a forged link's type is unknown): a demo and an interview are reached the same way.
 */
export type LinkRefusal = { state: "refused"; title: string; message: string };

export const refusals = {
  forged: {
    state: "refused",
    title: "This booking link is not valid",
    message:
      "The link may be incomplete. Open it again from our e-mail, or contact us and we will send you a new one.",
  },
  expired: {
    state: "refused",
    title: "This booking link has expired",
    message:
      "Booking links work for a limited time. Reply to our e-mail or contact us, and we will find a time with you.",
  },
} as const satisfies Record<string, LinkRefusal>;

/** One day of the day picker (record 117): a day with free times, as a short chip reads it. */
export type DayChoice = {
  /** "2026-06-02", in the shown zone. */
  date: string;
  /** "Tue". */
  weekday: string;
  /** "Jun 2". */
  short: string;
  /** "Tuesday, June 2". */
  label: string;
  /** How many free times the day has. */
  count: number;
};

/**
 * The picker's state, all from the address (record 117), so it works without scripts: the days
 * with free times, the day shown (`?day=`), and the time chosen to confirm (`?start=`).
 */
export type TimeChoice = {
  days: DayChoice[];
  day: SlotDay | null;
  chosen: { start: string; when: string } | null;
  /** Whether the visitor's zone is decided (`?tz=`); until then the site's zone is shown. */
  zoneDecided: boolean;
};

/** A meeting as its lead's record shows it (record 117): one card, its reminders folded in. */
export type LeadMeeting = {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  status: "booked" | "cancelled" | "completed" | "no-show";
  location: string | null;
  hostName: string;
  cancelReason: string | null;
  /** Whether it has begun: only then can it be marked Completed or No show. */
  past: boolean;
  /** The reminders still waiting in the outbox, by when they go. */
  reminders: string[];
};

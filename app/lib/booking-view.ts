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

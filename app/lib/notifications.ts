import { type LeadKind, leadKinds } from "./lead-kinds";

/** How a staff member hears of an event (record 083). */
export const notificationModes = {
  instant: "Instantly",
  hourly: "Hourly summary",
  digest: "Daily digest",
  off: "Off",
} as const;

export type NotificationMode = keyof typeof notificationModes;

export function isNotificationMode(value: unknown): value is NotificationMode {
  return typeof value === "string" && Object.hasOwn(notificationModes, value);
}

/** What a staff member can hear of: a new lead of one kind, or something about their own leads. */
export type NotificationEvent =
  | `new-lead:${LeadKind}`
  | "assigned"
  | "answer"
  | "overdue"
  | "meeting-booked"
  | "meeting-cancelled";

/** A visitor booked or cancelled a meeting on a lead someone else hosts (record 100). */
export const meetingEvents = ["meeting-booked", "meeting-cancelled"] as const;

export const newLeadEvent = (kind: LeadKind): NotificationEvent => `new-lead:${kind}`;

/**
 * The modes an event offers. A follow-up falls overdue by the clock alone, with no change to
 * send an instant e-mail from: overdue is summed up hourly or daily. A meeting is news at once
 * or not at all: the summaries list leads, not meetings (record 100).
 */
export function modesOf(event: NotificationEvent): NotificationMode[] {
  if (event === "overdue") return ["hourly", "digest", "off"];
  if (event === "meeting-booked" || event === "meeting-cancelled") return ["instant", "off"];
  return ["instant", "hourly", "digest", "off"];
}

/** Until they choose: at once for what is theirs to answer, the digest for the rest. */
export function defaultMode(event: NotificationEvent): NotificationMode {
  const mine = event === "assigned" || event === "answer";
  return mine || event === "meeting-booked" || event === "meeting-cancelled" ? "instant" : "digest";
}

/** The settings page's name for an event. */
export function eventLabel(event: NotificationEvent): string {
  switch (event) {
    case "assigned":
      return "A lead is assigned to me";
    case "answer":
      return "An answer comes in on my lead";
    case "overdue":
      return "My follow-ups fall overdue";
    case "meeting-booked":
      return "A meeting is booked on my lead with someone else";
    case "meeting-cancelled":
      return "A visitor cancels a meeting on my lead";
    default:
      return `New in ${leadKinds[event.slice("new-lead:".length) as LeadKind].label}`;
  }
}

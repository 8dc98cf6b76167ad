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
export type NotificationEvent = `new-lead:${LeadKind}` | "assigned" | "answer" | "overdue";

export const newLeadEvent = (kind: LeadKind): NotificationEvent => `new-lead:${kind}`;

/**
 * The modes an event offers. A follow-up falls overdue by the clock alone, with no change to
 * send an instant e-mail from: overdue is summed up hourly or daily.
 */
export function modesOf(event: NotificationEvent): NotificationMode[] {
  return event === "overdue" ? ["hourly", "digest", "off"] : ["instant", "hourly", "digest", "off"];
}

/** Until they choose: at once for what is theirs to answer, the digest for the rest. */
export function defaultMode(event: NotificationEvent): NotificationMode {
  return event === "assigned" || event === "answer" ? "instant" : "digest";
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
    default:
      return `New in ${leadKinds[event.slice("new-lead:".length) as LeadKind].label}`;
  }
}

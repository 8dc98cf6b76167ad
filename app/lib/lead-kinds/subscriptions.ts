import type { LeadKindDefinition } from "../lead-kind-definition";
import { subscriptionStatuses } from "../statuses";

/** Newsletter sign-ups (record 079): double opt-in, admins only (the leads area). */
export const subscriptions = {
  label: "Newsletter Subscriptions",
  noun: "a newsletter subscription",
  path: "/admin/newsletter",
  statuses: subscriptionStatuses,
  staffSets: ["Unsubscribed"],
  closed: ["Unsubscribed"],
  won: null,
  prefix: "N",
  loadError: "Error fetching subscriptions",
  tab: "contacts",
  area: "leads",
  retention: "leads",
  notice: "newsletter",
  mailbox: "info",
  autoReply: false,
  awaitsAnswer: false,
  // Never confirmed: the address may not even be the sender's (record 079).
  lapses: { status: "Pending", days: 30 },
  transitions: {},
  counted: ["newsletter subscription", "newsletter subscriptions"],
  replyNoun: "newsletter subscription",
  fields: [
    ["confirmedAt", "Confirmed"],
    ["unsubscribedAt", "Unsubscribed"],
  ],
  // When the address was confirmed (record 079), blank while pending; and why mail to it stopped,
  // if it did (record 112).
  detail: { label: "Confirmed", keys: ["confirmedAt", "suppressedReason"] },
  sample: "Newsletter: Insights by e-mail",
  namesJob: false,
  namesProduct: false,
  bookable: false,
  candidate: false,
  worked: false,
  newsletter: true,
} as const satisfies LeadKindDefinition;

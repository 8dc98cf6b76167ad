import {
  applicationStatuses,
  contactStatuses,
  demoStatuses,
  quoteStatuses,
  subscriptionStatuses,
} from "./statuses";

/** A part of the staff area, each guarded on the server by one permission set (access.server). */
export type StaffArea =
  | "dashboard"
  | "users"
  | "jobs"
  | "applications"
  | "leads"
  | "content"
  | "analytics";

/**
 * Everything the browser and the server share about one kind of lead (record 071): how staff
 * name its list, its statuses and which of them close a record, the letter of its references,
 * where it lives in the staff area, which retention period applies, and the name its notice
 * e-mails are stored under. The server's half (tables, mailboxes) is leads/kinds.server.ts.
 * Adding a kind here makes every `Record<LeadKind, …>` in the code ask for its entry.
 */
type LeadKindDefinition = {
  /** The list's title, as the spec names it (§2). */
  label: string;
  /** One record in a sentence: "a quote request". */
  noun: string;
  path: string;
  /** The spec's status list (§4); the first is the status a new record starts with. */
  statuses: readonly string[];
  /**
   * The statuses staff may choose by hand (the status dropdown). All of them, except for the
   * newsletter: only its owner's confirm link makes an address Confirmed (record 079).
   */
  staffSets: readonly string[];
  /** Statuses after which the record needs no more work and its retention period starts. */
  closed: readonly string[];
  /** The closed status that means the business was won (Analytics counts it), if the kind has one. */
  won: string | null;
  /** The letter of its references: Q-24117 is a quote request. */
  prefix: string;
  /** The spec's failure title when the list cannot load (§8). */
  loadError: string;
  /** The dashboard tab it sits under, and the staff area whose permission it needs. */
  tab: "quotes" | "demos" | "contacts" | "jobs";
  area: StaffArea;
  /** Which retention period of the privacy settings applies. */
  retention: "leads" | "applications";
  /** The `kind` of its staff notice in the outbox (stored data: never renamed). */
  notice: "quote" | "demo" | "contact" | "application" | "newsletter";
  /** Which of the site's mailboxes (a site fact editors change) reads its notices. */
  mailbox: "info" | "hr";
  /**
   * Whether the sender gets the list's editable auto-reply (settings/replies). A newsletter
   * sign-up gets its confirm e-mail instead (record 079).
   */
  autoReply: boolean;
  /**
   * Whether staff owe the sender an answer: then a record with no first response turns
   * "untouched", counts in the navigation, the digest and first-response insights, and admins
   * hear of new ones. A newsletter sign-up asks for no answer (record 079).
   */
  awaitsAnswer: boolean;
  /**
   * A status a record leaves only by its sender's act, and the days after arrival when, still in
   * it, the record is done with and anonymised: an address nobody confirmed is not kept.
   */
  lapses: { status: string; days: number } | null;
  /**
   * What happenings move a record of this kind, and to which status (record 100). Nothing else
   * sets a status by itself: staff choose among `staffSets`, and these are applied by
   * leads/transitions.server.ts, which writes the history and the audit row. A cancelled meeting
   * has no entry: it returns the record to the status it had before the booking.
   */
  transitions: Partial<Record<LeadHappening, string>>;
};

/** What happens to a lead outside the status dropdown (record 100). */
export type LeadHappening =
  | "booked"
  | "interview-link-sent"
  | "meeting-completed"
  | "meeting-no-show";

export const leadKinds = {
  quotes: {
    label: "Quote Requests",
    noun: "a quote request",
    path: "/admin/quotes",
    statuses: quoteStatuses,
    staffSets: quoteStatuses,
    closed: ["Converted", "Closed"],
    won: "Converted",
    prefix: "Q",
    loadError: "Error fetching quotes",
    tab: "quotes",
    area: "leads",
    retention: "leads",
    notice: "quote",
    mailbox: "info",
    autoReply: true,
    awaitsAnswer: true,
    lapses: null,
    transitions: {},
  },
  demos: {
    label: "Demo Requests",
    noun: "a demo request",
    path: "/admin/demo-requests",
    statuses: demoStatuses,
    staffSets: demoStatuses,
    closed: ["Completed", "No Show", "Closed"],
    won: "Completed",
    prefix: "D",
    loadError: "Error fetching demo requests",
    tab: "demos",
    area: "leads",
    retention: "leads",
    notice: "demo",
    mailbox: "info",
    autoReply: true,
    awaitsAnswer: true,
    lapses: null,
    transitions: {
      booked: "Scheduled",
      "meeting-completed": "Completed",
      "meeting-no-show": "No Show",
    },
  },
  contacts: {
    label: "Contact Messages",
    noun: "a contact message",
    path: "/admin/contact-messages",
    statuses: contactStatuses,
    staffSets: contactStatuses,
    closed: ["Responded", "Archived"],
    won: null,
    prefix: "C",
    loadError: "Error fetching messages",
    tab: "contacts",
    area: "leads",
    retention: "leads",
    notice: "contact",
    mailbox: "info",
    autoReply: true,
    awaitsAnswer: true,
    lapses: null,
    transitions: {},
  },
  applications: {
    label: "Applications",
    noun: "a job application",
    path: "/admin/jobs/applications",
    statuses: applicationStatuses,
    staffSets: applicationStatuses,
    closed: ["Hired", "Rejected"],
    won: "Hired",
    prefix: "A",
    loadError: "Error fetching applications",
    tab: "jobs",
    area: "applications",
    retention: "applications",
    notice: "application",
    mailbox: "hr",
    autoReply: true,
    awaitsAnswer: true,
    lapses: null,
    transitions: { booked: "Interviewing", "interview-link-sent": "Interviewing" },
  },
  // Newsletter sign-ups (record 079): double opt-in, admins only (the leads area).
  subscriptions: {
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
  },
} as const satisfies Record<string, LeadKindDefinition>;

export type LeadKind = keyof typeof leadKinds;

/** Every kind, in the dashboard's order. */
export const leadKindIds = Object.keys(leadKinds) as LeadKind[];

export function isLeadKind(value: string | null | undefined): value is LeadKind {
  return typeof value === "string" && Object.hasOwn(leadKinds, value);
}

/** The kinds whose senders get an auto-reply. */
export type AutoReplyKind = {
  [K in LeadKind]: (typeof leadKinds)[K]["autoReply"] extends true ? K : never;
}[LeadKind];

export function hasAutoReply(kind: LeadKind): kind is AutoReplyKind {
  return leadKinds[kind].autoReply;
}

/** The outbox name of a kind's staff notice. */
export type StaffNoticeKind = (typeof leadKinds)[LeadKind]["notice"];

/** Whether a status closes a record of `kind` (its work is done; retention counts from it). */
export function isClosedStatus(kind: LeadKind, status: string): boolean {
  return (leadKinds[kind].closed as readonly string[]).includes(status);
}

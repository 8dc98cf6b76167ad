import { site } from "../content/site";
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
   * The written default of the list's editable auto-reply (settings/replies), before the
   * signature; false when the sender gets none. A newsletter sign-up gets its confirm e-mail
   * instead (record 079).
   */
  autoReply: false | { subject: string; body: string };
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
  /** One record and several, as counts and notices say them: "2 quote requests". */
  counted: readonly [one: string, many: string];
  /** What a staff reply's subject calls what the person sent: "Re: your message (C-1)". */
  replyNoun: string;
  /**
   * The fields the person filled in beyond name and e-mail, with the labels staff read, in the
   * record page, CSV, notices and e-mail summaries (lib/dashboard checks each names a column).
   */
  fields: readonly (readonly [key: string, label: string])[];
  /**
   * Fields whose value is one of a fixed list, offered as a select: here rather than with the
   * form's schema, so a public page shows the options without loading zod (tests/budget).
   */
  choices?: Readonly<Record<string, readonly string[]>>;
  /** The list's column between e-mail and status: its heading and the fields it joins. */
  detail: { label: string; keys: readonly string[] };
  /** The `{{summary}}` of the template preview: what such a person might have sent. */
  sample: string;
  /** Capabilities (record 105): what the code asks of a kind instead of comparing kinds. */
  /** Its records name a job posting (job filter, job title in lists, mails and CSV). */
  namesJob: boolean;
  /** Its records name a product by slug (product filter, shown by the product's name). */
  namesProduct: boolean;
  /** Its sender may book a meeting by signed link (record 077). */
  bookable: boolean;
  /** It carries a résumé file, and each status may send the candidate an e-mail (record 047). */
  candidate: boolean;
};

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
    autoReply: {
      subject: "We received your quote request ({{reference}})",
      body: `Hello {{first_name}},\n\nThank you for asking ${site.brand} for a quote. A consultant will review your request and get back to you within one business day.\n\nYour reference is {{reference}}. This is what you sent us:\n\n{{summary}}`,
    },
    awaitsAnswer: true,
    lapses: null,
    counted: ["quote request", "quote requests"],
    replyNoun: "quote request",
    fields: [
      ["company", "Company"],
      ["industry", "Industry"],
      ["description", "Project Description"],
      ["outcome", "Desired Outcome"],
      ["timeline", "Timeline"],
    ],
    detail: { label: "Company", keys: ["company"] },
    sample: "Industry: Technology\nProject Description: Move our billing platform to AWS",
    namesJob: false,
    namesProduct: false,
    bookable: false,
    candidate: false,
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
    autoReply: {
      subject: "Your demo request ({{reference}})",
      body: "Hello {{first_name}},\n\nThank you for your interest. We will contact you within one business day to find a time for your demo.\n\nYour reference is {{reference}}. This is what you sent us:\n\n{{summary}}",
    },
    awaitsAnswer: true,
    lapses: null,
    counted: ["demo request", "demo requests"],
    replyNoun: "demo request",
    fields: [
      ["company", "Company"],
      ["product", "Product"],
      ["message", "Message"],
    ],
    detail: { label: "Company · Product", keys: ["company", "product"] },
    sample: "Product: Aurora Cloud Suite\nMessage: Could we see it next week?",
    namesJob: false,
    namesProduct: true,
    bookable: true,
    candidate: false,
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
    autoReply: {
      subject: "We received your message ({{reference}})",
      body: `Hello {{first_name}},\n\nThank you for contacting ${site.brand}. We read every message and will answer you shortly.\n\nYour reference is {{reference}}. This is what you sent us:\n\n{{summary}}`,
    },
    awaitsAnswer: true,
    lapses: null,
    counted: ["contact message", "contact messages"],
    replyNoun: "message",
    fields: [
      ["company", "Company"],
      ["message", "Message"],
    ],
    detail: { label: "Company", keys: ["company"] },
    sample: "Message: Do you work with utilities in Texas?",
    namesJob: false,
    namesProduct: false,
    bookable: false,
    candidate: false,
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
    autoReply: {
      subject: "Your application for {{job_title}} ({{reference}})",
      body: "Hello {{first_name}},\n\nThank you for applying for {{job_title}}. Our recruiting team reviews every application and will be in touch about next steps.\n\nYour reference is {{reference}}.",
    },
    awaitsAnswer: true,
    lapses: null,
    counted: ["application", "applications"],
    replyNoun: "application",
    fields: [
      ["jobTitle", "Job"],
      ["message", "Message"],
    ],
    detail: { label: "Job", keys: ["jobTitle"] },
    sample: "Job: Data Engineer\nMessage: I have six years of Spark experience.",
    namesJob: true,
    namesProduct: false,
    bookable: false,
    candidate: true,
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
    counted: ["newsletter subscription", "newsletter subscriptions"],
    replyNoun: "newsletter subscription",
    fields: [
      ["confirmedAt", "Confirmed"],
      ["unsubscribedAt", "Unsubscribed"],
    ],
    // When the address was confirmed (record 079); blank while pending.
    detail: { label: "Confirmed", keys: ["confirmedAt"] },
    sample: "Newsletter: Insights by e-mail",
    namesJob: false,
    namesProduct: false,
    bookable: false,
    candidate: false,
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
  [K in LeadKind]: (typeof leadKinds)[K]["autoReply"] extends false ? never : K;
}[LeadKind];

export function hasAutoReply(kind: LeadKind): kind is AutoReplyKind {
  return leadKinds[kind].autoReply !== false;
}

/** The kinds whose records name a job posting (applications). */
export type JobKind = {
  [K in LeadKind]: (typeof leadKinds)[K]["namesJob"] extends true ? K : never;
}[LeadKind];

export function namesJob(kind: LeadKind): kind is JobKind {
  return leadKinds[kind].namesJob;
}

/** The kinds whose records name a product (demo requests). */
export type ProductKind = {
  [K in LeadKind]: (typeof leadKinds)[K]["namesProduct"] extends true ? K : never;
}[LeadKind];

export function namesProduct(kind: LeadKind): kind is ProductKind {
  return leadKinds[kind].namesProduct;
}

/** The outbox name of a kind's staff notice. */
export type StaffNoticeKind = (typeof leadKinds)[LeadKind]["notice"];

/** Whether a status closes a record of `kind` (its work is done; retention counts from it). */
export function isClosedStatus(kind: LeadKind, status: string): boolean {
  return (leadKinds[kind].closed as readonly string[]).includes(status);
}

/** The kind whose list lives at `path` (/admin/quotes), if any. */
export function kindAtPath(path: string): LeadKind | null {
  return leadKindIds.find((kind) => leadKinds[kind].path === path) ?? null;
}

import { site } from "../content/site";
import type { LeadKindDefinition } from "./lead-kind-definition";
import {
  applicationStatuses,
  contactStatuses,
  demoStatuses,
  quoteStatuses,
  subscriptionStatuses,
} from "./statuses";

export type { LeadHappening, StaffArea } from "./lead-kind-definition";

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
      body: `Hello,\n\nThank you for asking ${site.brand} for a quote. A consultant will review your request and get back to you within one business day.\n\nYour reference is {{reference}}.\n\n{{summary}}`,
    },
    awaitsAnswer: true,
    lapses: null,
    transitions: {},
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
      body: "Hello,\n\nThank you for your interest. We will contact you within one business day to find a time for your demo.\n\nYour reference is {{reference}}.\n\n{{summary}}",
    },
    awaitsAnswer: true,
    lapses: null,
    transitions: {
      booked: "Scheduled",
      "meeting-completed": "Completed",
      "meeting-no-show": "No Show",
    },
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
      body: `Hello,\n\nThank you for contacting ${site.brand}. We read every message and will answer you shortly.\n\nYour reference is {{reference}}.\n\n{{summary}}`,
    },
    awaitsAnswer: true,
    lapses: null,
    transitions: {},
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
      body: "Hello,\n\nThank you for applying for {{job_title}}. Our recruiting team reviews every application and will be in touch about next steps.\n\nYour reference is {{reference}}.",
    },
    awaitsAnswer: true,
    lapses: null,
    transitions: { booked: "Interviewing", "interview-link-sent": "Interviewing" },
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
    transitions: {},
    counted: ["newsletter subscription", "newsletter subscriptions"],
    replyNoun: "newsletter subscription",
    fields: [
      ["confirmedAt", "Confirmed"],
      ["unsubscribedAt", "Unsubscribed"],
    ],
    // When the address was confirmed (record 079), blank while pending; and why mail to it
    // stopped, if it did (record 112).
    detail: { label: "Confirmed", keys: ["confirmedAt", "suppressedReason"] },
    sample: "Newsletter: Insights by e-mail",
    namesJob: false,
    namesProduct: false,
    bookable: false,
    candidate: false,
    worked: false,
  },
  // Partnership inquiries from /about (record 106): beside contact messages, admins only.
  partnerships: {
    label: "Partnership Inquiries",
    noun: "a partnership inquiry",
    path: "/admin/partnerships",
    statuses: ["New", "In Discussion", "Partnered", "Declined"],
    staffSets: ["New", "In Discussion", "Partnered", "Declined"],
    closed: ["Partnered", "Declined"],
    won: "Partnered",
    prefix: "P",
    loadError: "Error fetching partnership inquiries",
    tab: "contacts",
    area: "leads",
    retention: "leads",
    notice: "partnership",
    mailbox: "info",
    autoReply: {
      subject: "We received your partnership inquiry ({{reference}})",
      body: `Hello,\n\nThank you for your interest in partnering with ${site.brand}. Our partnerships team will review your inquiry and answer you within two business days.\n\nYour reference is {{reference}}.\n\n{{summary}}`,
    },
    awaitsAnswer: true,
    lapses: null,
    transitions: {},
    counted: ["partnership inquiry", "partnership inquiries"],
    replyNoun: "partnership inquiry",
    fields: [
      ["company", "Company"],
      ["websiteUrl", "Website"],
      ["partnership", "Kind of partnership"],
      ["message", "Message"],
    ],
    choices: { partnership: ["Reseller", "Technology", "Referral"] },
    detail: { label: "Company · Partnership", keys: ["company", "partnership"] },
    sample: "Kind of partnership: Reseller\nMessage: We resell cloud services to utilities.",
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

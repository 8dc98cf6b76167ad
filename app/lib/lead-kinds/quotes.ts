import { site } from "../../content/site";
import type { LeadKindDefinition } from "../lead-kind-definition";
import { quoteStatuses } from "../statuses";

export const quotes = {
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
} as const satisfies LeadKindDefinition;

import type { LeadKindDefinition } from "../lead-kind-definition";
import { demoStatuses } from "../statuses";

export const demos = {
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
} as const satisfies LeadKindDefinition;

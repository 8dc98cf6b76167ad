import { site } from "../../content/site";
import type { LeadKindDefinition } from "../lead-kind-definition";
import { contactStatuses } from "../statuses";

export const contacts = {
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
} as const satisfies LeadKindDefinition;

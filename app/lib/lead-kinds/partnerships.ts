import { site } from "../../content/site";
import type { LeadKindDefinition } from "../lead-kind-definition";

/** Partnership inquiries from /about (record 106): beside contact messages, admins only. */
export const partnerships = {
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
} as const satisfies LeadKindDefinition;

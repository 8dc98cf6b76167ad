import { applicationStatuses, contactStatuses, demoStatuses, quoteStatuses } from "./statuses";

/** The lists staff work through, with their spec status lists and failure texts (§4, §8). */
export const leadLists = {
  quotes: { label: "Quote Requests", statuses: quoteStatuses, loadError: "Error fetching quotes" },
  demos: {
    label: "Demo Requests",
    statuses: demoStatuses,
    loadError: "Error fetching demo requests",
  },
  contacts: {
    label: "Contact Messages",
    statuses: contactStatuses,
    loadError: "Error fetching messages",
  },
  applications: {
    label: "Applications",
    statuses: applicationStatuses,
    loadError: "Error fetching applications",
  },
} as const;

export type LeadListKind = keyof typeof leadLists;

export function isLeadListKind(value: string | null | undefined): value is LeadListKind {
  return value !== null && value !== undefined && value in leadLists;
}

/** Dashboard tabs in the spec's order; hr sees only Job Postings. */
export const dashboardTabs = [
  { id: "users", label: "User Management", staff: ["admin"] },
  { id: "jobs", label: "Job Postings", staff: ["admin", "hr"] },
  { id: "quotes", label: "Quote Requests", staff: ["admin"] },
  { id: "demos", label: "Demo Requests", staff: ["admin"] },
  { id: "contacts", label: "Contact Messages", staff: ["admin"] },
] as const;

export type DashboardTab = (typeof dashboardTabs)[number]["id"];

export const PAGE_SIZE = 25;

import type { LeadRows } from "~/server/db/lead-tables-schema.server";
import { isLeadKind, type LeadKind, leadKinds, type StaffArea } from "./lead-kinds";
import type { ListQuery } from "./list-query";

/** Dashboard tabs in the spec's order (§2); each is shown to whoever may use its area. */
export const dashboardTabs = [
  { id: "users", label: "User Management", path: "/admin/users", area: "users" },
  { id: "jobs", label: "Job Postings", path: "/admin/jobs", area: "jobs" },
  { id: "quotes", label: "Quote Requests", path: "/admin/quotes", area: "leads" },
  { id: "demos", label: "Demo Requests", path: "/admin/demo-requests", area: "leads" },
  { id: "contacts", label: "Contact Messages", path: "/admin/contact-messages", area: "leads" },
] as const satisfies readonly { id: string; label: string; path: string; area: StaffArea }[];

export type DashboardTab = (typeof dashboardTabs)[number];
export type DashboardTabId = DashboardTab["id"];

export type { LeadSource } from "./lead-source";

/**
 * One record of each list, as stored: each kind's table's row (the registry's server half,
 * app/server/db/lead-tables-schema.server.ts), so a column added there is known here. The import
 * is of types only and leaves nothing in the browser's bundle.
 */
export type StoredLeads = LeadRows;

/** A record as staff see it: applications also carry their job's title. */
export type LeadRecords = Omit<StoredLeads, "applications"> & {
  applications: StoredLeads["applications"] & { jobTitle: string };
};
export type LeadRecord<K extends LeadKind> = LeadRecords[K];

/**
 * Every kind's fields (lead-kinds.ts) name columns of its record: a field that names none fails
 * to compile here.
 */
const checkedFields: {
  [K in LeadKind]: { fields: readonly (readonly [keyof LeadRecord<K> & string, string])[] };
} = leadKinds;

/** The fields a list shows beyond name, email, date and status, with their labels. */
export const leadFields = <K extends LeadKind>(kind: K) => checkedFields[kind].fields;

export type { ListQuery as ListFilters } from "./list-query";

/** New leads of one week (starting Monday), in all and by source group (lead-source.ts). */
export type WeeklyCount = { week: string; count: number; sources?: Record<string, number> };

/** One page of a list as the dashboard shows it. */
export type LeadPage<K extends LeadKind> = {
  kind: K;
  filters: ListQuery;
  /** `untouched`: no first response within the workspace's limit in business hours. */
  /** `opened`: someone on staff has opened the record (record 118). */
  rows: (LeadRecord<K> & { ownerName: string | null; untouched: boolean; opened: boolean })[];
  /** How many records each view holds under the other filters. */
  counts: Record<ListQuery["view"], number>;
  /** Who may own this list's records, for bulk assign. */
  owners: { id: string; name: string }[];
  /** Applications: the jobs to filter by. */
  jobs: { id: string; title: string }[];
  /** Demo requests: the products to filter by. */
  products: { slug: string; name: string }[];
  total: number;
  page: number;
  pageCount: number;
  weekly: WeeklyCount[];
  lastVisit: string;
};

/** A list that failed to load: the spec's failure title (§8) and what to do. */
export type LoadFailure = { title: string; message: string };

/** What a dashboard screen loaded: its data, or why it could not. */
export type Loaded<T> = { ok: true; value: T } | { ok: false; failure: LoadFailure };

export const PAGE_SIZE = 25;

/** The tab a dashboard URL belongs to: its list's tab on a record page, else by path. */
export function currentTab(pathname: string, kind: string | undefined): DashboardTabId | null {
  if (isLeadKind(kind)) return leadKinds[kind].tab;
  const tab = dashboardTabs.find((t) => pathname === t.path || pathname.startsWith(`${t.path}/`));
  return tab?.id ?? null;
}

/**
 * Where a record page's Back link goes: its list with the view, filters, sort and page the
 * record was opened from. `recordSearch` is the record page's own search (the list link adds
 * `?back=<list search>`); only a list path of `kind` is ever returned, so `back` cannot send
 * staff elsewhere.
 */
export function listReturnPath(kind: LeadKind, recordSearch: string | URLSearchParams): string {
  const params = new URLSearchParams(recordSearch);
  const back = new URLSearchParams(params.get("back") ?? "");
  back.delete("back");
  const text = back.toString();
  return `${leadKinds[kind].path}${text ? `?${text}` : ""}`;
}

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

type LeadColumns = {
  id: string;
  userId: string | null;
  name: string;
  email: string;
  status: string;
  createdAt: Date;
  ownerId: string | null;
  followUpAt: Date | null;
  followUpAllDay: boolean;
  firstResponseAt: Date | null;
  source: LeadSource | null;
  /** The submission's short number; shown with its kind's letter (lib/references.ts). */
  reference: number;
};

/** Where a submission came from (stored with it; see app/server/db/schema.server.ts). */
export type LeadSource = {
  landing?: string;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
};

/** One record of each list, as stored (the server checks its tables against these). */
export type StoredLeads = {
  quotes: LeadColumns & {
    company: string | null;
    industry: string;
    description: string;
    outcome: string | null;
    timeline: string | null;
  };
  demos: LeadColumns & { company: string | null; message: string | null; product: string | null };
  contacts: LeadColumns & { company: string | null; message: string };
  applications: LeadColumns & {
    jobId: string | null;
    message: string | null;
    resumePath: string | null;
  };
  subscriptions: LeadColumns & { confirmedAt: Date | null; unsubscribedAt: Date | null };
};

/** A record as staff see it: applications also carry their job's title. */
export type LeadRecords = Omit<StoredLeads, "applications"> & {
  applications: StoredLeads["applications"] & { jobTitle: string };
};
export type LeadRecord<K extends LeadKind> = LeadRecords[K];

/** The fields each list shows beyond name, email, date and status, with their labels. */
export const leadFields: {
  [K in LeadKind]: readonly [keyof LeadRecord<K> & string, string][];
} = {
  quotes: [
    ["company", "Company"],
    ["industry", "Industry"],
    ["description", "Project Description"],
    ["outcome", "Desired Outcome"],
    ["timeline", "Timeline"],
  ],
  demos: [
    ["company", "Company"],
    ["product", "Product"],
    ["message", "Message"],
  ],
  contacts: [
    ["company", "Company"],
    ["message", "Message"],
  ],
  applications: [
    ["jobTitle", "Job"],
    ["message", "Message"],
  ],
  subscriptions: [
    ["confirmedAt", "Confirmed"],
    ["unsubscribedAt", "Unsubscribed"],
  ],
};

export type { ListQuery as ListFilters } from "./list-query";

/** New leads of one week (starting Monday), in all and by source group (lead-source.ts). */
export type WeeklyCount = { week: string; count: number; sources?: Record<string, number> };

/** One page of a list as the dashboard shows it. */
export type LeadPage<K extends LeadKind> = {
  kind: K;
  filters: ListQuery;
  /** `untouched`: no first response within the workspace's limit in business hours. */
  rows: (LeadRecord<K> & { ownerName: string | null; untouched: boolean })[];
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

import { type DashboardTab, dashboardTabs, type LeadListKind, leadLists } from "~/lib/dashboard";
import type { SessionUser } from "../auth/session.server";
import { log } from "../log.server";
import { listAllJobs } from "./jobs-admin.server";
import { listLeads, weeklyCounts } from "./leads.server";
import { listUsers } from "./users.server";
import { markListVisited } from "./visits.server";

/** The tabs a staff member may open: admin sees all five, hr only Job Postings (spec §6). */
export function tabsFor(viewer: SessionUser) {
  return dashboardTabs.filter((tab) => (tab.staff as readonly string[]).includes(viewer.role));
}

function filtersFrom(params: URLSearchParams) {
  return {
    status: params.get("status") || null,
    q: params.get("q") || null,
    page: Number(params.get("page")) || 1,
  };
}

async function leadListData(kind: LeadListKind, viewer: SessionUser, params: URLSearchParams) {
  const filters = filtersFrom(params);
  const [list, weekly, lastVisit] = await Promise.all([
    listLeads(kind, filters),
    weeklyCounts(kind),
    markListVisited(viewer.id, kind),
  ]);
  return { kind, filters, ...list, weekly, lastVisit: lastVisit.toISOString() };
}

type LeadListData = Awaited<ReturnType<typeof leadListData>>;

/** What one tab shows; only the open tab's part is loaded. */
export type TabContent = {
  tab: DashboardTab;
  view: "postings" | "applications" | null;
  error?: { title: string; message: string };
  users?: Awaited<ReturnType<typeof listUsers>>;
  selfId?: string;
  jobs?: Awaited<ReturnType<typeof listAllJobs>>;
  list?: LeadListData;
};

function failureTitle(tab: DashboardTab, view: TabContent["view"]): string {
  if (tab === "users") return "Error fetching users";
  if (tab === "jobs") return view === "applications" ? leadLists.applications.loadError : "Error";
  return leadLists[tab].loadError;
}

/**
 * Loads only the open tab's data. Failures come back as the spec's load-error text, so the
 * dashboard still renders and says what went wrong.
 */
export async function loadTab(
  tab: DashboardTab,
  viewer: SessionUser,
  params: URLSearchParams,
): Promise<TabContent> {
  const view =
    tab === "jobs" ? (params.get("view") === "applications" ? "applications" : "postings") : null;
  try {
    if (tab === "users") return { tab, view, users: await listUsers(), selfId: viewer.id };
    if (tab === "jobs") {
      return view === "applications"
        ? { tab, view, list: await leadListData("applications", viewer, params) }
        : { tab, view, jobs: await listAllJobs() };
    }
    return { tab, view, list: await leadListData(tab, viewer, params) };
  } catch (error) {
    log().error({ err: error, tab }, "loading a dashboard tab failed");
    return {
      tab,
      view,
      error: {
        title: failureTitle(tab, view),
        message: "The list could not be loaded. Please try again.",
      },
    };
  }
}

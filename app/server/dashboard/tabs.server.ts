import {
  type DashboardTab,
  dashboardTabs,
  isLeadListKind,
  type LeadListKind,
  leadLists,
} from "~/lib/dashboard";
import type { Viewer } from "../auth/session.server";
import { listAllJobs } from "./jobs-admin.server";
import { listLeads, weeklyCounts } from "./leads.server";
import { listUsers } from "./users.server";
import { markListVisited } from "./visits.server";

/** The tabs a staff member may open: admin sees all five, hr only Job Postings (spec §6). */
export function tabsFor(viewer: Viewer) {
  return dashboardTabs.filter((tab) => (tab.staff as readonly string[]).includes(viewer.role));
}

function filtersFrom(params: URLSearchParams) {
  return {
    status: params.get("status") || null,
    q: params.get("q") || null,
    page: Number(params.get("page")) || 1,
  };
}

async function leadListData(kind: LeadListKind, viewer: Viewer, params: URLSearchParams) {
  const filters = filtersFrom(params);
  const [list, weekly, lastVisit] = await Promise.all([
    listLeads(kind, filters),
    weeklyCounts(kind),
    markListVisited(viewer.id, kind),
  ]);
  return { kind, filters, ...list, weekly, lastVisit: lastVisit.toISOString() };
}

/**
 * Loads only the open tab's data. Failures come back as the spec's load-error text, so the
 * dashboard still renders and says what went wrong.
 */
export async function loadTab(tab: DashboardTab, viewer: Viewer, params: URLSearchParams) {
  const view = params.get("view") === "applications" ? "applications" : "postings";
  const failure =
    tab === "users"
      ? "Error fetching users"
      : tab === "jobs"
        ? view === "applications"
          ? leadLists.applications.loadError
          : "Could not fetch job listings."
        : isLeadListKind(tab)
          ? leadLists[tab].loadError
          : "Error";
  try {
    if (tab === "users") return { tab, users: await listUsers(), selfId: viewer.id } as const;
    if (tab === "jobs") {
      if (view === "applications")
        return { tab, view, list: await leadListData("applications", viewer, params) } as const;
      return { tab, view, jobs: await listAllJobs() } as const;
    }
    return { tab, view: null, list: await leadListData(tab, viewer, params) } as const;
  } catch (error) {
    console.error(`Loading dashboard tab ${tab} failed:`, error);
    return {
      tab,
      error: failure,
      message: "The list could not be loaded. Please try again.",
    } as const;
  }
}

export type TabData = Awaited<ReturnType<typeof loadTab>>;

import { type DashboardTab, dashboardTabs } from "~/lib/dashboard";
import { leadKinds } from "~/lib/lead-kinds";
import type { SessionUser } from "../auth/session.server";
import { mayUse } from "../auth/staff-access.server";

/** The tabs a staff member may open: admin sees all five, hr only Job Postings (spec §6). */
export function tabsFor(viewer: SessionUser): DashboardTab[] {
  return dashboardTabs.filter((tab) => mayUse(viewer.role, tab.area));
}

/** A lead list's filters, which old links carried beside `tab`. */
const carried = ["status", "q", "page"];

/**
 * Where /admin/dashboard sends a staff member: their first tab (admin: User Management, hr:
 * Job Postings; an editor, who has none, the content area), or the tab an old `?tab=…&view=…` link named, if theirs, with its filters.
 */
export function dashboardEntry(viewer: SessionUser, search: URLSearchParams): string {
  const tabs = tabsFor(viewer);
  const tab = tabs.find((t) => t.id === search.get("tab")) ?? tabs[0];
  // An editor has no tab (the spec's dashboard is admin's and HR's): they land on My work,
  // which holds the content waiting for them (record 101).
  if (!tab) return mayUse(viewer.role, "content") ? "/admin/my-work" : "/login";
  const path =
    tab.id === "jobs" && search.get("view") === "applications"
      ? leadKinds.applications.path
      : tab.path;
  const isList = Object.values(leadKinds).some((list) => list.path === path);
  const kept = new URLSearchParams();
  for (const name of isList ? carried : []) {
    const value = search.get(name);
    if (value) kept.set(name, value);
  }
  return kept.size ? `${path}?${kept}` : path;
}

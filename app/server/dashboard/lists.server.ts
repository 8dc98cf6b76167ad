import type { LeadListKind, LeadPage, ListFilters, Loaded } from "~/lib/dashboard";
import { leadLists } from "~/lib/dashboard";
import type { SessionUser } from "../auth/session.server";
import { log } from "../log.server";
import { listAllJobs } from "./jobs-admin.server";
import { listLeads, weeklyCounts } from "./leads.server";
import { listUsers } from "./users.server";
import { markListVisited } from "./visits.server";

/**
 * Runs a screen's load. A failure comes back as the spec's load-error title, so the dashboard
 * still renders, says what went wrong, and its tabs still work.
 */
async function loading<T>(title: string, load: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await load() };
  } catch (error) {
    log().error({ err: error, title }, "loading a dashboard list failed");
    return {
      ok: false,
      failure: { title, message: "The list could not be loaded. Please try again." },
    };
  }
}

function filtersFrom(search: URLSearchParams): ListFilters {
  return {
    status: search.get("status") || null,
    q: search.get("q") || null,
    page: Number(search.get("page")) || 1,
    job: search.get("job") || null,
  };
}

/** One page of a lead list, its weekly chart, and what is new since the viewer's last visit. */
export function loadLeadList<K extends LeadListKind>(
  kind: K,
  viewer: SessionUser,
  search: URLSearchParams,
): Promise<Loaded<LeadPage<K>>> {
  return loading(leadLists[kind].loadError, async () => {
    const filters = filtersFrom(search);
    const [list, weekly, lastVisit] = await Promise.all([
      listLeads(kind, filters),
      weeklyCounts(kind),
      markListVisited(viewer.id, kind),
    ]);
    return { kind, filters, ...list, weekly, lastVisit: lastVisit.toISOString() };
  });
}

export const loadUsers = () => loading("Error fetching users", listUsers);

export const loadJobs = () => loading("Error", listAllJobs);

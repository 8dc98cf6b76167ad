import type { LeadPage, Loaded } from "~/lib/dashboard";
import { type LeadKind, leadKinds } from "~/lib/lead-kinds";
import { readListQuery } from "~/lib/list-query";
import type { SessionUser } from "../auth/session.server";
import { liveProducts } from "../content/products.server";
import { db } from "../db/index.server";
import { log } from "../log.server";
import { ownersFor } from "./bulk.server";
import { listAllJobs } from "./jobs-admin.server";
import { weeklyCounts } from "./lead-lists.server";
import { jobTitles, listLeads } from "./list-query.server";
import { listUsers } from "./users.server";
import { cachedViewCounts } from "./view-counts.server";
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

/** One page of a lead list, its weekly chart, and what is new since the viewer's last visit. */
export function loadLeadList<K extends LeadKind>(
  kind: K,
  viewer: SessionUser,
  search: URLSearchParams,
): Promise<Loaded<LeadPage<K>>> {
  return loading(leadKinds[kind].loadError, async () => {
    const filters = readListQuery(search);
    const context = { viewerId: viewer.id, now: new Date() };
    const countsThenList = cachedViewCounts(kind, filters, context).then(async (counts) => ({
      counts,
      list: await listLeads(kind, filters, context, undefined, counts[filters.view]),
    }));
    const [{ list, counts }, owners, jobs, products, weekly, lastVisit] = await Promise.all([
      countsThenList,
      ownersFor(kind),
      leadKinds[kind].namesJob ? jobTitles() : [],
      leadKinds[kind].namesProduct ? liveProducts(db()) : [],
      weeklyCounts(kind),
      markListVisited(viewer.id, kind),
    ]);
    return {
      kind,
      filters,
      ...list,
      counts,
      owners,
      jobs,
      products,
      weekly,
      lastVisit: lastVisit.toISOString(),
    };
  });
}

export const loadUsers = (q?: string | null) => loading("Error fetching users", () => listUsers(q));

export const loadJobs = () => loading("Error", listAllJobs);

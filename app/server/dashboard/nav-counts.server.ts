import type { DashboardTabId } from "~/lib/dashboard";
import { leadKindIds, leadKinds } from "~/lib/lead-kinds";
import type { SessionUser } from "../auth/session.server";
import { mayUse } from "../auth/staff-access.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { cachedViewCounts } from "./view-counts.server";

/**
 * Unassigned records per dashboard tab (the sum of its lists), for the workspace's navigation: only the lists this
 * viewer may open (HR: applications, under Job Postings), so no one learns another area's size.
 */
export async function unassignedByTab(
  viewer: SessionUser,
  db: Db = defaultDb(),
): Promise<Partial<Record<DashboardTabId, number>>> {
  // Lists that ask for no answer (the newsletter's, record 079) are not waiting for anyone.
  const mine = leadKindIds.filter(
    (kind) => leadKinds[kind].awaitsAnswer && mayUse(viewer.role, leadKinds[kind].area),
  );
  const counts = await Promise.all(
    mine.map(async (kind) => {
      const { unassigned } = await cachedViewCounts(kind, {}, { viewerId: viewer.id }, db);
      return [leadKinds[kind].tab, unassigned] as const;
    }),
  );
  // A tab may hold more than one list (Contact Messages holds the newsletter's, record 079).
  const byTab: Partial<Record<DashboardTabId, number>> = {};
  for (const [tab, count] of counts) byTab[tab] = (byTab[tab] ?? 0) + count;
  return byTab;
}

import { count, isNull } from "drizzle-orm";
import type { DashboardTabId, LeadListKind } from "~/lib/dashboard";
import { tabOfList } from "~/lib/dashboard";
import type { SessionUser } from "../auth/session.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { areaOfList, mayUse } from "./access.server";
import { leadTables } from "./lead-tables.server";

const kinds: LeadListKind[] = ["quotes", "demos", "contacts", "applications"];

/**
 * Unassigned records per dashboard tab, for the workspace's navigation: only the lists this
 * viewer may open (HR: applications, under Job Postings), so no one learns another area's size.
 */
export async function unassignedByTab(
  viewer: SessionUser,
  db: Db = defaultDb(),
): Promise<Partial<Record<DashboardTabId, number>>> {
  const mine = kinds.filter((kind) => mayUse(viewer.role, areaOfList(kind)));
  const counts = await Promise.all(
    mine.map(async (kind) => {
      const { table } = leadTables[kind];
      const [row] = await db.select({ n: count() }).from(table).where(isNull(table.ownerId));
      return [tabOfList(kind), row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts);
}

import { eq, or, sql } from "drizzle-orm";
import { isRecordId } from "~/lib/ids";
import type { LeadKind } from "~/lib/lead-kinds";
import { listSearch, readListQuery, recordHref } from "~/lib/list-query";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { leadTables } from "../leads/lead-tables.server";
import { type ListContext, listCondition, listOrder, owner } from "./list-query.server";

export type Neighbours = {
  prev: string | null;
  next: string | null;
  /** Record links that keep the list's search, for Back on the next page too. */
  prevHref: string | null;
  nextHref: string | null;
};

/**
 * The records before and after `id` in its list as the list shows them: `search` is the record
 * page's search (its `back` parameter holds the list's view, filters and sort), or the list's own
 * search. For next/previous record keys (useRecordShortcuts) on the record page. A record that
 * has just left the view (a follow-up cleared in Overdue, say) keeps its place in the walk: its
 * neighbours are the records on either side of where it would sort.
 */
export async function neighbours(
  kind: LeadKind,
  id: string,
  search: string | URLSearchParams,
  context: ListContext = {},
  db: Db = defaultDb(),
): Promise<Neighbours> {
  const none = { prev: null, next: null, prevHref: null, nextHref: null };
  if (!isRecordId(id)) return none;
  const params = new URLSearchParams(search);
  const listParams = params.has("back") ? new URLSearchParams(params.get("back") ?? "") : params;
  const query = readListQuery(listParams);
  const { table } = leadTables[kind];
  const order = sql.join(listOrder(kind, query), sql`, `);
  // The list's records, and this one wherever it now stands (an empty condition is every record).
  const inView = listCondition(kind, query, context);
  const ordered = db
    .select({
      id: sql<string>`${table.id}`.as("id"),
      prev: sql<string | null>`lag(${table.id}) over (order by ${order})`.as("prev"),
      next: sql<string | null>`lead(${table.id}) over (order by ${order})`.as("next"),
    })
    .from(table)
    .leftJoin(owner, eq(owner.id, table.ownerId))
    .where(inView && or(inView, eq(table.id, id)))
    .as("ordered");
  const [row] = await db.select().from(ordered).where(eq(ordered.id, id));
  if (!row) return none;
  const back = listSearch(query);
  const href = (other: string | null) => (other ? recordHref(kind, other, back) : null);
  const prev = row.prev ? String(row.prev) : null;
  const next = row.next ? String(row.next) : null;
  return { prev, next, prevHref: href(prev), nextHref: href(next) };
}

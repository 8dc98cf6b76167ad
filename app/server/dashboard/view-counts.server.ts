import { eq, gt, min, sql } from "drizzle-orm";
import type { LeadKind } from "~/lib/lead-kinds";
import type { ListQuery, ListView } from "~/lib/list-query";
import { startOfSiteDay } from "~/lib/zoned-time";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { leadListVersions } from "../db/schema.server";
import { leadTables } from "../leads/lead-tables.server";
import { type ListContext, viewCounts } from "./list-query.server";

type Counts = Record<ListView, number>;
type Entry = { version: number; validUntil: number; counts: Counts };

/** Enough for every staff member's lists and a few searches each; the oldest goes first. */
const MAX_ENTRIES = 500;
const caches = new WeakMap<Db, Map<string, Entry>>();

function cacheOf(db: Db) {
  const cache = caches.get(db) ?? new Map<string, Entry>();
  caches.set(db, cache);
  return cache;
}

/**
 * What a list's counts are valid under: the list's version (raised by a trigger on every change
 * to its table, drizzle/0007) and the next moment a view's membership changes by the clock
 * alone, the next follow-up falling due or the site's midnight. One small read, both indexed.
 */
async function validity(kind: LeadKind, now: Date, db: Db) {
  const { table } = leadTables[kind];
  const nextDue = db
    .select({ at: min(table.followUpAt) })
    .from(table)
    .where(gt(table.followUpAt, now));
  const [row] = await db
    .select({ version: leadListVersions.version, nextDue: sql<unknown>`(${nextDue})` })
    .from(leadListVersions)
    .where(eq(leadListVersions.leadKind, kind));
  const midnight = startOfSiteDay(now, 1).getTime();
  const due = row?.nextDue ? new Date(row.nextDue as string | Date).getTime() : Infinity;
  return { version: row?.version ?? -1, validUntil: Math.min(midnight, due) };
}

/**
 * viewCounts, counted again only when the list changed or the clock moved a lead between views.
 * Counting every view reads the whole table (about 100 ms at 100,000 quotes on PGlite); a
 * dashboard reads the same counts on every page, sort and record it returns from.
 */
export async function cachedViewCounts(
  kind: LeadKind,
  query: Partial<ListQuery>,
  context: ListContext = {},
  db: Db = defaultDb(),
): Promise<Counts> {
  const now = context.now ?? new Date();
  const key = JSON.stringify([
    kind,
    context.viewerId ?? null,
    query.status ?? null,
    query.q?.trim() || null,
    query.product ?? null,
    query.job ?? null,
  ]);
  const cache = cacheOf(db);
  const { version, validUntil } = await validity(kind, now, db);
  const hit = cache.get(key);
  if (hit && hit.version === version && now.getTime() < hit.validUntil) return hit.counts;
  const counts = await viewCounts(kind, query, { ...context, now }, db);
  cache.delete(key);
  cache.set(key, { version, validUntil, counts });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return counts;
}

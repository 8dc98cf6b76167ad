import { lt, sql } from "drizzle-orm";
import { site } from "~/content/site";
import { OTHER_VALUE, TOP_VALUES } from "~/lib/analytics";
import { zonedParts } from "~/lib/zoned-time";
import type { Db } from "../db/client.server";
import { rowsOf } from "../db/rows.server";
import { analyticsEvents } from "../db/schema.server";
import { dayFigures } from "./day-figures.server";
import { forgetOldSalts } from "./visitor-key.server";

/** Raw page views are kept this long; the daily figures for good (record 072). */
export const EVENT_KEEP_DAYS = 30;
/** Any number that no other advisory lock of the app uses. */
const ROLL_UP_LOCK = 4_201_339;

type Query = Pick<Db, "execute">;

/** Inserted figures are added to a day's row that exists already: both writes only add. */
const addedToExistingRow = sql`on conflict (day, dimension, value) do update set
      page_views = analytics_daily.page_views + excluded.page_views,
      visitors = analytics_daily.visitors + excluded.visitors,
      visits = analytics_daily.visits + excluded.visits,
      bounces = analytics_daily.bounces + excluded.bounces,
      visit_seconds = analytics_daily.visit_seconds + excluded.visit_seconds,
      converted = analytics_daily.converted + excluded.converted`;

/**
 * Adds one day's page views not rolled up yet to its figures (record 086). Every figure is a
 * sum over visitors, so only the visitors with new views change: their figures from all their
 * views of the day are added, their figures from the views rolled up before are taken away,
 * and the new views without a visitor key add their page views. The cost follows the new views
 * (and those visitors' earlier ones), not the day. Marking the new views and merging is one
 * statement, which sees one snapshot: a view written meanwhile waits for the next roll-up.
 */
async function mergeDay(q: Query, day: string) {
  await q.execute(sql`
    with fresh as (
      update analytics_events set rolled_up = true where day = ${day}::date and not rolled_up
      returning id, visitor_key
    ),
    touched as (select distinct visitor_key from fresh where visitor_key is not null),
    ev_now as (
      select e.* from analytics_events e
        where e.day = ${day}::date and e.visitor_key in (select visitor_key from touched)
      union all select e.* from analytics_events e
        where e.id in (select id from fresh where visitor_key is null)
    ),
    ev_before as (select * from ev_now where rolled_up),
    ${dayFigures("ev_now", "now_")},
    ${dayFigures("ev_before", "before_")},
    delta as (
      select dimension, value,
        coalesce(n.page_views, 0) - coalesce(b.page_views, 0) as page_views,
        coalesce(n.visitors, 0) - coalesce(b.visitors, 0) as visitors,
        coalesce(n.visits, 0) - coalesce(b.visits, 0) as visits,
        coalesce(n.bounces, 0) - coalesce(b.bounces, 0) as bounces,
        coalesce(n.seconds, 0) - coalesce(b.seconds, 0) as seconds,
        coalesce(n.converted, 0) - coalesce(b.converted, 0) as converted
      from now_rows n full join before_rows b using (dimension, value)
    )
    insert into analytics_daily (day, dimension, value, page_views, visitors, visits, bounces, visit_seconds, converted)
    select ${day}::date, dimension, value, page_views, visitors, visits, bounces, seconds, converted from delta
    where (page_views, visitors, visits, bounces, seconds, converted) <> (0, 0, 0, 0, 0, 0)
    ${addedToExistingRow}`);
  // A late view can move a visit's start to another page: the old entry row may fall to
  // nothing, and a roll-up from scratch would have no such row.
  await q.execute(sql`delete from analytics_daily where day = ${day}::date
    and (page_views, visitors, visits, bounces, visit_seconds, converted) = (0, 0, 0, 0, 0, 0)`);
  await foldDay(q, day);
}

/**
 * Keeps the day's TOP_VALUES values of each dimension (pages by page views, the others by
 * visits) and adds the rest into one OTHER_VALUE row, so 20,000 made-up referrers or campaigns
 * cost a day 101 rows, not 20,000 (record 096). Figures are sums, so a value folded once and
 * changed by a later roll-up comes back as a row of its change only, and is folded again: the
 * day's totals stay exact. Such a change can be negative (a late view moved a visit's entry);
 * where the dimension has an OTHER_VALUE row, a row with a negative figure goes to it whatever
 * its rank, so no value ever shows below zero.
 */
export async function foldDay(q: Query, day: string) {
  await q.execute(sql`
    with ranked as (
      select dimension, value, row_number() over (partition by dimension order by
        case when dimension = 'page' then page_views else visits end desc, page_views desc, value) as rank,
        least(page_views, visitors, visits, bounces, visit_seconds, converted) < 0
          and dimension in (select dimension from analytics_daily
            where day = ${day}::date and value = ${OTHER_VALUE}) as owed
      from analytics_daily where day = ${day}::date and dimension <> 'total' and value <> ${OTHER_VALUE}
    ),
    folded as (
      delete from analytics_daily d using ranked r
      where d.day = ${day}::date and d.dimension = r.dimension and d.value = r.value
        and (r.rank > ${TOP_VALUES} or r.owed)
      returning d.*
    )
    insert into analytics_daily (day, dimension, value, page_views, visitors, visits, bounces, visit_seconds, converted)
    select ${day}::date, dimension, ${OTHER_VALUE}, sum(page_views), sum(visitors), sum(visits),
      sum(bounces), sum(visit_seconds), sum(converted)
    from folded group by dimension
    ${addedToExistingRow}`);
}

/**
 * Runs a roll-up after any other one (another instance's, or this one's page load) is done: a
 * transaction holding PostgreSQL's advisory lock, released when it ends, also if the instance
 * dies. Waiting, not skipping, so that what was written before the call is in the figures when
 * it returns (the weekly report reads them next); the wait is another roll-up of what is new.
 * In PGlite, one process, a transaction already runs alone.
 */
function alone<T>(db: Db, rollUp: (q: Query) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLL_UP_LOCK})`);
    return rollUp(tx);
  });
}

/** Adds the day's page views not rolled up yet to its figures. */
export function rollUpDay(db: Db, day: string): Promise<void> {
  return alone(db, (q) => mergeDay(q, day));
}

/**
 * Adds every page view not rolled up yet to its day's figures, and returns those days. Cheap when little is new (record 086), so the Analytics
 * page runs it on each load and every instance in each housekeeping turn.
 */
export function rollUpPending(db: Db): Promise<string[]> {
  return alone(db, async (q) => {
    const days = rowsOf<{ day: string }>(
      await q.execute(sql`select distinct day::text as day from analytics_events
          where not rolled_up order by day`),
    ).map((row) => row.day);
    for (const day of days) await mergeDay(q, day);
    return days;
  });
}

/** Today in the site's time zone ("YYYY-MM-DD"). */
export const siteDay = (at = new Date()) => zonedParts(at, site.timeZone).date;

/**
 * Rolls up what is new (rollUpPending), then deletes views older than EVENT_KEEP_DAYS and the
 * salts of past days. Run by each instance's housekeeping turn (mail/outbox-worker.server.ts); safe
 * to run anywhere, any number of times.
 */
export async function rollUpAndPrune(db: Db, now = new Date()) {
  const days = await rollUpPending(db);
  const cutoff = new Date(now.getTime() - EVENT_KEEP_DAYS * 86_400_000);
  const pruned = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.at, cutoff))
    .returning({ id: analyticsEvents.id });
  const salts = await forgetOldSalts(db, siteDay(now));
  return { days, prunedEvents: pruned.length, prunedSalts: salts };
}

import { lt, sql } from "drizzle-orm";
import { site } from "~/content/site";
import { zonedParts } from "~/lib/zoned-time";
import type { Db } from "../db/client.server";
import { analyticsEvents } from "../db/schema.server";
import { forgetOldSalts } from "./visitor-key.server";

/** Raw page views are kept this long; the daily figures for good (record 072). */
export const EVENT_KEEP_DAYS = 30;
/** A visitor's views this far apart start a new visit (the common 30-minute rule). */
const VISIT_GAP = "30 minutes";

/**
 * Rewrites one day's figures from its page views: per dimension value, page views and
 * visitors (from every view), and visits, bounces (one-view visits) and visit seconds (from
 * views with a visitor key, grouped into visits). A visit is credited to its first view's page,
 * referrer, campaign and device. Upserts whole rows, so it is idempotent and two instances may
 * run it at once.
 */
export async function rollUpDay(db: Db, day: string): Promise<void> {
  await db.execute(sql`
    with ev as (select * from analytics_events where day = ${day}::date),
    keyed as (
      select e.*, case when lag(e.at) over w is null or e.at - lag(e.at) over w > interval '${sql.raw(VISIT_GAP)}'
        then 1 else 0 end as starts
      from ev e where e.visitor_key is not null
      window w as (partition by e.visitor_key order by e.at, e.id)
    ),
    numbered as (
      select k.*, sum(k.starts) over (partition by k.visitor_key order by k.at, k.id) as visit_no
      from keyed k
    ),
    visits as (
      select visitor_key, sum(views)::int as views,
        extract(epoch from max(at) - min(at))::int as seconds,
        (array_agg(path order by at, id))[1] as entry,
        coalesce((array_agg(referrer_host order by at, id))[1], '') as referrer,
        (array_agg(utm_source order by at, id))[1] as source,
        (array_agg(utm_campaign order by at, id))[1] as campaign,
        (array_agg(device order by at, id))[1] as device
      from numbered group by visitor_key, visit_no
    ),
    view_rows as (
      select 'total' as dimension, '' as value, sum(views)::int as page_views,
        count(distinct visitor_key)::int as visitors from ev
      union all select 'page', path, sum(views)::int, count(distinct visitor_key)::int from ev group by path
      union all select 'referrer', coalesce(referrer_host, ''), sum(views)::int, count(distinct visitor_key)::int
        from ev group by coalesce(referrer_host, '')
      union all select 'source', utm_source, sum(views)::int, count(distinct visitor_key)::int
        from ev where utm_source is not null group by utm_source
      union all select 'campaign', utm_campaign, sum(views)::int, count(distinct visitor_key)::int
        from ev where utm_campaign is not null group by utm_campaign
      union all select 'device', device, sum(views)::int, count(distinct visitor_key)::int from ev group by device
    ),
    visit_rows as (
      select 'total' as dimension, '' as value, count(distinct visitor_key)::int as visitors,
        sum(views)::int as views, count(*)::int as visits,
        (count(*) filter (where views = 1))::int as bounces, coalesce(sum(seconds), 0)::int as seconds
        from visits
      union all select 'entry', entry, count(distinct visitor_key)::int, sum(views)::int,
        count(*)::int, (count(*) filter (where views = 1))::int,
        sum(seconds)::int from visits group by entry
      union all select 'referrer', referrer, count(distinct visitor_key)::int, sum(views)::int,
        count(*)::int, (count(*) filter (where views = 1))::int,
        sum(seconds)::int from visits group by referrer
      union all select 'source', source, count(distinct visitor_key)::int, sum(views)::int,
        count(*)::int, (count(*) filter (where views = 1))::int,
        sum(seconds)::int from visits where source is not null group by source
      union all select 'campaign', campaign, count(distinct visitor_key)::int, sum(views)::int,
        count(*)::int, (count(*) filter (where views = 1))::int,
        sum(seconds)::int from visits where campaign is not null group by campaign
      union all select 'device', device, count(distinct visitor_key)::int, sum(views)::int,
        count(*)::int,
        (count(*) filter (where views = 1))::int, sum(seconds)::int from visits group by device
    )
    insert into analytics_daily (day, dimension, value, page_views, visitors, visits, bounces, visit_seconds)
    select ${day}::date, dimension, value, coalesce(v.page_views, s.views, 0),
      coalesce(v.visitors, s.visitors, 0),
      coalesce(s.visits, 0), coalesce(s.bounces, 0), coalesce(s.seconds, 0)
    from view_rows v full join visit_rows s using (dimension, value)
    on conflict (day, dimension, value) do update set page_views = excluded.page_views,
      visitors = excluded.visitors, visits = excluded.visits, bounces = excluded.bounces,
      visit_seconds = excluded.visit_seconds
  `);
}

/** Today in the site's time zone ("YYYY-MM-DD"). */
export const siteDay = (at = new Date()) => zonedParts(at, site.timeZone).date;

/**
 * Rolls up the days that may have changed (rollUpPending), then deletes views older than EVENT_KEEP_DAYS and the salts of past days. Run by each instance's
 * housekeeping turn (mail/worker.server.ts); safe to run anywhere, any number of times.
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

/**
 * Rolls up every day that may have changed since the last roll-up: the last day rolled up, the
 * day before it, and every later day with page views (every day, the first time).
 */
export async function rollUpPending(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct day::text as day from analytics_events
    where day >= coalesce((select max(day) from analytics_daily), '1970-01-02'::date) - 1
    order by day`);
  const days = (result as unknown as { rows: { day: string }[] }).rows.map((row) => row.day);
  for (const day of days) await rollUpDay(db, day);
  return days;
}

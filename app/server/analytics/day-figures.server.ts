import { type SQL, sql } from "drizzle-orm";

/** A visitor's views this far apart start a new visit (the common 30-minute rule). */
const VISIT_GAP = "30 minutes";

/**
 * Common table expressions that turn the page views in `ev` into one day's figures per
 * dimension value, named `<prefix>rows` (dimension, value, page_views, visitors, visits, bounces,
 * seconds, converted): page views and visitors from every view; visits, bounces (one-view visits) and visit
 * seconds from views with a visitor key, grouped into visits, a visit credited to its first
 * view's page, referrer, campaign and device. `ev` also holds the visitors' leads (rows with
 * leads and no views): converted counts, per value, the visitors of its visits who sent one that
 * day, so it never exceeds their visitors (record 097). Every figure is a sum over visitors (plus the
 * keyless views' page views), so the figures of two sets of visitors add up (record 086).
 */
export function dayFigures(ev: string, prefix: string): SQL {
  const p = prefix;
  const visitFigures = `count(distinct visitor_key)::int, sum(views)::int, count(*)::int,
    (count(*) filter (where views = 1))::int, coalesce(sum(seconds), 0)::int,
    count(distinct visitor_key) filter (where visitor_key in (select visitor_key from ${p}leads))::int
    from ${p}visits`;
  return sql.raw(`
    ${p}seen as (select * from ${ev} where views > 0),
    ${p}leads as (select distinct visitor_key from ${ev} where leads > 0 and visitor_key is not null),
    ${p}keyed as (
      select e.*, case when lag(e.at) over w is null or e.at - lag(e.at) over w > interval '${VISIT_GAP}'
        then 1 else 0 end as starts
      from ${p}seen e where e.visitor_key is not null
      window w as (partition by e.visitor_key order by e.at, e.id)
    ),
    ${p}numbered as (
      select k.*, sum(k.starts) over (partition by k.visitor_key order by k.at, k.id) as visit_no
      from ${p}keyed k
    ),
    ${p}visits as (
      select visitor_key, sum(views)::int as views,
        extract(epoch from max(at) - min(at))::int as seconds,
        (array_agg(path order by at, id))[1] as entry,
        coalesce((array_agg(referrer_host order by at, id))[1], '') as referrer,
        (array_agg(utm_source order by at, id))[1] as source,
        (array_agg(utm_campaign order by at, id))[1] as campaign,
        (array_agg(device order by at, id))[1] as device
      from ${p}numbered group by visitor_key, visit_no
    ),
    ${p}view_rows (dimension, value, page_views, visitors) as (
      select 'total', '', sum(views)::int, count(distinct visitor_key)::int from ${p}seen having count(*) > 0
      union all select 'page', path, sum(views)::int, count(distinct visitor_key)::int from ${p}seen group by path
      union all select 'referrer', coalesce(referrer_host, ''), sum(views)::int, count(distinct visitor_key)::int
        from ${p}seen group by coalesce(referrer_host, '')
      union all select 'source', utm_source, sum(views)::int, count(distinct visitor_key)::int
        from ${p}seen where utm_source is not null group by utm_source
      union all select 'campaign', utm_campaign, sum(views)::int, count(distinct visitor_key)::int
        from ${p}seen where utm_campaign is not null group by utm_campaign
      union all select 'device', device, sum(views)::int, count(distinct visitor_key)::int from ${p}seen group by device
    ),
    ${p}visit_rows (dimension, value, visitors, views, visits, bounces, seconds, converted) as (
      select 'total', '', ${visitFigures} having count(*) > 0
      union all select 'entry', entry, ${visitFigures} group by entry
      union all select 'referrer', referrer, ${visitFigures} group by referrer
      union all select 'source', source, ${visitFigures} where source is not null group by source
      union all select 'campaign', campaign, ${visitFigures} where campaign is not null group by campaign
      union all select 'device', device, ${visitFigures} group by device
    ),
    ${p}rows as (
      select dimension, value, coalesce(v.page_views, s.views, 0) as page_views,
        coalesce(v.visitors, s.visitors, 0) as visitors, coalesce(s.visits, 0) as visits,
        coalesce(s.bounces, 0) as bounces, coalesce(s.seconds, 0) as seconds,
        coalesce(s.converted, 0) as converted
      from ${p}view_rows v full join ${p}visit_rows s using (dimension, value)
    )`);
}

-- Analytics keeps no secret and stays small (record 096). A secret link's page was stored with
-- its token: each such path becomes its route pattern, in the page views and in the daily
-- figures (where rows that now share a pattern are summed).
UPDATE "analytics_events" SET "path" = CASE
    WHEN "path" ~ '^/book/manage/[^/]+/?$' THEN '/book/manage/:token'
    WHEN "path" ~ '^/book/[^/]+/?$' THEN '/book/:token'
    ELSE '/calendar/:file' END
  WHERE "path" ~ '^/(book/manage|book|calendar)/[^/]+/?$'
    AND "path" NOT IN ('/book/manage/:token', '/book/:token', '/calendar/:file');--> statement-breakpoint
INSERT INTO "analytics_daily" ("day", "dimension", "value", "page_views", "visitors", "visits", "bounces", "visit_seconds")
  SELECT "day", "dimension", CASE
      WHEN "value" ~ '^/book/manage/[^/]+/?$' THEN '/book/manage/:token'
      WHEN "value" ~ '^/book/[^/]+/?$' THEN '/book/:token'
      ELSE '/calendar/:file' END,
    sum("page_views"), sum("visitors"), sum("visits"), sum("bounces"), sum("visit_seconds")
  FROM "analytics_daily"
  WHERE "dimension" IN ('page', 'entry') AND "value" ~ '^/(book/manage|book|calendar)/[^/]+/?$'
    AND "value" NOT IN ('/book/manage/:token', '/book/:token', '/calendar/:file')
  GROUP BY 1, 2, 3
  ON CONFLICT ("day", "dimension", "value") DO UPDATE SET
    "page_views" = "analytics_daily"."page_views" + excluded."page_views",
    "visitors" = "analytics_daily"."visitors" + excluded."visitors",
    "visits" = "analytics_daily"."visits" + excluded."visits",
    "bounces" = "analytics_daily"."bounces" + excluded."bounces",
    "visit_seconds" = "analytics_daily"."visit_seconds" + excluded."visit_seconds";--> statement-breakpoint
DELETE FROM "analytics_daily"
  WHERE "dimension" IN ('page', 'entry') AND "value" ~ '^/(book/manage|book|calendar)/[^/]+/?$'
    AND "value" NOT IN ('/book/manage/:token', '/book/:token', '/calendar/:file');--> statement-breakpoint
-- Each day keeps its 100 first values per dimension (TOP_VALUES); the rest become '(other)'.
WITH "ranked" AS (
  SELECT "day", "dimension", "value", row_number() OVER (PARTITION BY "day", "dimension" ORDER BY
    CASE WHEN "dimension" = 'page' THEN "page_views" ELSE "visits" END DESC, "page_views" DESC, "value") AS "rank"
  FROM "analytics_daily" WHERE "dimension" <> 'total' AND "value" <> '(other)'
),
"folded" AS (
  DELETE FROM "analytics_daily" d USING "ranked" r
  WHERE d."day" = r."day" AND d."dimension" = r."dimension" AND d."value" = r."value" AND r."rank" > 100
  RETURNING d.*
)
INSERT INTO "analytics_daily" ("day", "dimension", "value", "page_views", "visitors", "visits", "bounces", "visit_seconds")
  SELECT "day", "dimension", '(other)', sum("page_views"), sum("visitors"), sum("visits"),
    sum("bounces"), sum("visit_seconds")
  FROM "folded" GROUP BY "day", "dimension"
  ON CONFLICT ("day", "dimension", "value") DO UPDATE SET
    "page_views" = "analytics_daily"."page_views" + excluded."page_views",
    "visitors" = "analytics_daily"."visitors" + excluded."visitors",
    "visits" = "analytics_daily"."visits" + excluded."visits",
    "bounces" = "analytics_daily"."bounces" + excluded."bounces",
    "visit_seconds" = "analytics_daily"."visit_seconds" + excluded."visit_seconds";

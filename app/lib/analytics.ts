import type { LeadKind } from "./lead-kinds";

/**
 * Values kept per dimension and day, and per dimension in what the page reads; the rest are
 * summed as OTHER_VALUE, so the figures stay small whatever visitors send (record 096).
 */
export const TOP_VALUES = 100;
export const OTHER_VALUE = "(other)";
/** Rows a table of the Analytics page shows at a time; its pager shows the next. */
export const TABLE_PAGE_ROWS = 25;

/** A span of whole days in the site's time zone, both ends included ("YYYY-MM-DD"). */
export type DayRange = { from: string; to: string };

/** The spans the Analytics page offers in one click, in days back from today. */
export const rangePresets = [7, 30, 90, 365] as const;
export const DEFAULT_RANGE_DAYS = 30;
/** The longest span one report covers. */
export const MAX_RANGE_DAYS = 366;

/** A day's figures, or a range's, for the whole site or one dimension value. */
export type Figures = {
  pageViews: number;
  visitors: number;
  visits: number;
  bounces: number;
  visitSeconds: number;
  /** Visitors (by visit) who sent a lead that day, summed over days (record 097). */
  converted: number;
};

export type DimensionRow = Figures & { value: string };

/**
 * What one entry page, referrer or campaign brought: its visitors and those of them who sent a
 * lead (one basis, from the day's figures), and the leads that named it as their source, by
 * kind, with those won (record 097).
 */
export type ConversionRow = {
  value: string;
  visitors: number;
  converted: number;
  leads: Record<LeadKind, number>;
  total: number;
  won: number;
  /** Converting visitors per visitor, never above 1; null without visitors. */
  rate: number | null;
};

/** Converting visitors per visitor (record 097), or null without visitors. */
export const conversionRate = (f: { converted: number; visitors: number }) =>
  f.visitors ? Math.min(1, f.converted / f.visitors) : null;

/** The tables of the Analytics page, each also a CSV (routes/admin/analytics-export.ts). */
export const analyticsTables = {
  days: "Page views by day",
  pages: "Top pages",
  entries: "Entry pages",
  referrers: "Referrers",
  sources: "UTM sources",
  campaigns: "UTM campaigns",
  devices: "Devices",
  "leads-by-page": "Leads by entry page",
  "leads-by-referrer": "Leads by referrer",
  "leads-by-campaign": "Leads by campaign",
} as const;
export type AnalyticsTable = keyof typeof analyticsTables;

export function isAnalyticsTable(value: string | null): value is AnalyticsTable {
  return value !== null && Object.hasOwn(analyticsTables, value);
}

const DAY_MS = 86_400_000;
const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysIn({ from, to }: DayRange): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
}

/**
 * The range a URL asks for: `from` and `to`, else `days` back from today (default 30). A bad or
 * reversed range, or one longer than a year, falls back to the default.
 */
export function readRange(search: URLSearchParams, today: string): DayRange {
  const from = search.get("from");
  const to = search.get("to");
  if (isDay(from) && isDay(to) && from <= to && to <= today) {
    const range = { from, to };
    if (daysIn(range) <= MAX_RANGE_DAYS) return range;
  }
  const days = Number(search.get("days"));
  const span =
    Number.isInteger(days) && days >= 1 && days <= MAX_RANGE_DAYS ? days : DEFAULT_RANGE_DAYS;
  return { from: addDays(today, 1 - span), to: today };
}

/** The span of the same length just before `range`, which the page compares it with. */
export function previousRange(range: DayRange): DayRange {
  const span = daysIn(range);
  return { from: addDays(range.from, -span), to: addDays(range.from, -1) };
}

/** Share of visits that saw one page, or null without visits. */
export const bounceRate = (f: Figures) => (f.visits ? f.bounces / f.visits : null);
/** Mean seconds a visit lasted, or null without visits. */
export const meanVisitSeconds = (f: Figures) => (f.visits ? f.visitSeconds / f.visits : null);

export function formatPercent(share: number | null): string {
  return share === null ? "—" : `${(share * 100).toFixed(share < 0.1 && share > 0 ? 1 : 0)}%`;
}

export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "—";
  const whole = Math.round(seconds);
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/** How a figure moved against the previous period: "+12%", "−5%", "new" or "—". */
export function formatChange(now: number | null, before: number | null): string {
  if (now === null || before === null) return "—";
  if (before === 0) return now === 0 ? "0%" : "new";
  const change = Math.round(((now - before) / before) * 100);
  return change > 0 ? `+${change}%` : change < 0 ? `−${-change}%` : "0%";
}

/** A referrer's name on screen: no host means the visitor came straight (or hid it). */
export const referrerLabel = (value: string) => value || "Direct";

const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");

/**
 * A span of days as people read it (as Plausible shows it): "30 Oct – 28 Nov", "28 Nov" for one
 * day; the year only when the ends differ in it, or when it is not this year (`today`'s).
 */
export function formatDayRange({ from, to }: DayRange, today?: string): string {
  const withYear =
    from.slice(0, 4) !== to.slice(0, 4) ||
    (today !== undefined && to.slice(0, 4) !== today.slice(0, 4));
  const day = (value: string) => {
    const [year, month, date] = value.split("-");
    const shown = `${Number(date)} ${MONTHS[Number(month) - 1]}`;
    return withYear ? `${shown} ${year}` : shown;
  };
  return from === to ? day(from) : `${day(from)} – ${day(to)}`;
}

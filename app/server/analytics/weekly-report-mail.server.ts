import {
  conversionRate,
  type DimensionRow,
  formatChange,
  formatDayRange,
  formatPercent,
  referrerLabel,
} from "~/lib/analytics";
import { type GoalProgress, monthLabel, paceText } from "~/lib/analytics-goal";
import { leadKindIds, leadKinds } from "~/lib/lead-kinds";
import { escapeHtml } from "../mail/templates.server";
import type { AnalyticsReport } from "./report.server";
import { revenueText } from "./revenue.server";

/** Rows per top list in the mail; the Analytics page has them all. */
const TOP = 5;

type Line = { label: string; now: string; change: string };

/** The week's headline figures, each with its change against the week before. */
function figureLines(report: AnalyticsReport): Line[] {
  const { totals: t, previousTotals: p, leads, previousLeads: pl } = report;
  const line = (label: string, now: number, before: number): Line => ({
    label,
    now: String(now),
    change: formatChange(now, before),
  });
  return [
    line("Visitors", t.visitors, p.visitors),
    line("Page views", t.pageViews, p.pageViews),
    line("Visits", t.visits, p.visits),
    line("Leads", leads.total, pl.total),
    ...leadKindIds.map((kind) =>
      line(`  ${leadKinds[kind].label}`, leads.byKind[kind], pl.byKind[kind]),
    ),
    line("Won", leads.won, pl.won),
    // Won deals and their value, by currency (record 114).
    { label: "Deals won", now: String(report.revenue.deals), change: "" },
    { label: "Won revenue", now: revenueText(report.revenue.total), change: "" },
    {
      // Visitors who sent a lead per visitor: one basis, never above 100 % (record 097).
      label: "Conversion",
      now: formatPercent(conversionRate(t)),
      change: formatChange(conversionRate(t), conversionRate(p)),
    },
  ];
}

type TopList = { title: string; rows: { label: string; count: number | string }[] };

function topLists(report: AnalyticsReport): TopList[] {
  const top = (rows: DimensionRow[], by: "pageViews" | "visits", label = (v: string) => v) =>
    rows.slice(0, TOP).map((row) => ({ label: label(row.value), count: row[by] }));
  return [
    { title: "Top pages (page views)", rows: top(report.tables.pages, "pageViews") },
    {
      title: "Top referrers (visits)",
      rows: top(report.tables.referrers, "visits", referrerLabel),
    },
    { title: "Top UTM sources (visits)", rows: top(report.tables.sources, "visits") },
    { title: "Top UTM campaigns (visits)", rows: top(report.tables.campaigns, "visits") },
    {
      title: "Won revenue by campaign",
      rows: report.revenue.byCampaign
        .slice(0, TOP)
        .map((row) => ({ label: row.value, count: revenueText(row.amounts) })),
    },
  ];
}

function goalLine(goal: GoalProgress): string {
  const month = monthLabel(goal.month);
  if (goal.goal === null)
    return `${month}: ${goal.leads} ${goal.leads === 1 ? "lead" : "leads"} so far; no goal set.`;
  const share = formatPercent(goal.leads / goal.goal);
  return `${month}: ${goal.leads} of ${goal.goal} leads (${share}). ${paceText(goal)}`;
}

/**
 * The weekly report to admins (record 084): the week's figures against the week before, the
 * top pages and sources, and the month's goal; plain text and HTML, with where to turn it off.
 */
export function weeklyReportMail(report: AnalyticsReport, goal: GoalProgress, origin: string) {
  const { from, to } = report.range;
  const subject = `Weekly analytics: ${formatDayRange(report.range)}`;
  const compared = formatDayRange(report.previous);
  const pageLink = `${origin}/admin/analytics?from=${from}&to=${to}`;
  const offLink = `${origin}/admin/analytics#weekly-report`;
  const figures = figureLines(report);
  const lists = topLists(report);
  const text = [
    subject,
    "",
    `Compared with ${compared}:`,
    ...figures.map((f) => `${f.label}: ${f.now}${f.change ? ` (${f.change})` : ""}`),
    "",
    `Goal: ${goalLine(goal)}`,
    ...lists.flatMap((list) => [
      "",
      `${list.title}:`,
      ...(list.rows.length ? list.rows.map((r) => `- ${r.label}: ${r.count}`) : ["- none"]),
    ]),
    "",
    `The whole report: ${pageLink}`,
    `To stop these e-mails, turn the weekly report off: ${offLink}`,
    "",
  ].join("\n");
  const cell = "padding:4px 12px 4px 0;border-bottom:1px solid #e4e7eb;";
  const h2 = `<h2 style="margin:20px 0 8px;font-size:16px;">`;
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2933;">` +
    `<h1 style="margin:0 0 8px;font-size:18px;">${escapeHtml(subject)}</h1>` +
    `<p style="margin:0 0 12px;color:#52606d;">Compared with ${escapeHtml(compared)}.</p>` +
    `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;">` +
    figures
      .map(
        (f) =>
          `<tr><th align="left" style="${cell}font-weight:${f.label.startsWith(" ") ? "400;padding-left:12px" : "600"};">${escapeHtml(f.label.trim())}</th>` +
          `<td align="right" style="${cell}">${escapeHtml(f.now)}</td><td style="${cell}color:#52606d;">${escapeHtml(f.change)}</td></tr>`,
      )
      .join("") +
    `</table>${h2}Goal</h2><p style="margin:0;">${escapeHtml(goalLine(goal))}</p>` +
    lists
      .map(
        (list) =>
          `${h2}${escapeHtml(list.title)}</h2><ul style="margin:0;padding-left:20px;">` +
          (list.rows.length
            ? list.rows.map((r) => `<li>${escapeHtml(r.label)}: ${r.count}</li>`).join("")
            : "<li>none</li>") +
          "</ul>",
      )
      .join("") +
    `<p style="margin:20px 0 0;"><a href="${escapeHtml(pageLink)}">The whole report</a></p>` +
    `<p style="margin:8px 0 0;color:#52606d;">To stop these e-mails, <a href="${escapeHtml(offLink)}">turn the weekly report off</a>.</p>` +
    `</body></html>`;
  return { subject, html, text };
}

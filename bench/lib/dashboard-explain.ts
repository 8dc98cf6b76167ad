// The SQL a dashboard list page runs (mirrors app/server/dashboard/leads.server.ts: one page
// newest first, the filtered count, and the weekly chart), and EXPLAIN ANALYZE summaries of it.
import type { SqlConn } from "./dashboard-data.ts";

export type ListKind = "quotes" | "applications";
export interface ListQuery {
  kind: ListKind;
  status?: string;
  q?: string;
  page?: number;
}

export interface Explained {
  name: string;
  sql: string;
  params: unknown[];
  executionMs: number;
  /** Plan tree on one line: node > child, siblings in [a; b]; rows are actual rows × loops. */
  summary: string;
  plan: unknown;
}

const SEARCH_COLUMNS: Record<ListKind, string[]> = {
  quotes: ["name", "email", "company"],
  applications: ["name", "email"],
};

/** The page, count and weekly queries of one list view, with $n parameters. */
export function listQueries({ kind, status, q, page = 1 }: ListQuery) {
  const table = kind === "quotes" ? "quotes" : "job_applications";
  const params: unknown[] = [];
  const where: string[] = [];
  if (status) {
    params.push(status);
    where.push(`${table}.status = $${params.length}`);
  }
  if (q) {
    params.push(`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const n = params.length;
    where.push(`(${SEARCH_COLUMNS[kind].map((c) => `${table}.${c} ilike $${n}`).join(" or ")})`);
  }
  const filter = where.length ? ` where ${where.join(" and ")}` : "";
  const from =
    kind === "quotes"
      ? "select quotes.* from quotes"
      : "select job_applications.*, jobs.title from job_applications left join jobs on jobs.id = job_applications.job_id";
  const offset = (Math.max(1, page) - 1) * 25;
  const week = "to_char(date_trunc('week', created_at), 'YYYY-MM-DD')";
  return [
    {
      name: "page",
      sql: `${from}${filter} order by ${table}.created_at desc limit 25 offset ${offset}`,
      params,
    },
    { name: "count", sql: `select count(*) from ${table}${filter}`, params },
    {
      name: "weekly",
      sql: `select ${week} as week, count(*) from ${table} where created_at > now() - interval '84 days' group by 1`,
      params: [],
    },
  ];
}

/** The benched pages: HTML, then `.data` (what client navigation fetches) for the quote views. */
export function dashboardPages(search: string) {
  const q = encodeURIComponent(search);
  const views: Record<string, ListQuery & { query: string }> = {
    "quotes first page": { kind: "quotes", query: "" },
    "quotes Contacted p3": {
      kind: "quotes",
      status: "Contacted",
      page: 3,
      query: "status=Contacted&page=3",
    },
    [`quotes search ${search}`]: { kind: "quotes", q: search, query: `q=${q}` },
    "applications first page": { kind: "applications", query: "" },
  };
  const entries = Object.entries(views);
  const url = (v: ListQuery & { query: string }, suffix = "") =>
    `${v.kind === "quotes" ? "/admin/quotes" : "/admin/jobs/applications"}${suffix}${v.query ? `?${v.query}` : ""}`;
  const pages = [
    ...entries.map(([view, v]) => ({ view, path: url(v) })),
    ...entries
      .filter(([, v]) => v.kind === "quotes")
      .map(([view, v]) => ({ view, path: url(v, ".data") })),
  ];
  return { views, pages };
}

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

function planLine(node: PlanNode): string {
  let text = String(node["Node Type"]);
  if (node["Scan Direction"] === "Backward") text += " Backward";
  if (node["Index Name"]) text += ` using ${node["Index Name"]}`;
  else if (node["Relation Name"]) text += ` on ${node["Relation Name"]}`;
  const loops = Number(node["Actual Loops"] ?? 1);
  const removed = Number(node["Rows Removed by Filter"] ?? 0) * loops;
  const rows = Math.round(Number(node["Actual Rows"] ?? 0) * loops);
  text += ` (rows=${rows}${removed ? `, filtered out=${Math.round(removed)}` : ""})`;
  const kids = (node.Plans ?? []).map(planLine);
  if (kids.length === 1) return `${text} > ${kids[0]}`;
  return kids.length ? `${text} > [${kids.join("; ")}]` : text;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) each query twice (warm cache), keeping the second run.
 * TIMING OFF: no per-node clock reads, so the execution time is close to the real one.
 */
export async function explainAll(
  conn: SqlConn,
  queries: { name: string; sql: string; params: unknown[] }[],
): Promise<Explained[]> {
  const out: Explained[] = [];
  for (const query of queries) {
    let root: Record<string, unknown> = {};
    for (let run = 0; run < 2; run++) {
      const explain = `explain (analyze, buffers, timing off, format json) ${query.sql}`;
      const [row] = await conn.query<Record<string, unknown>>(explain, query.params);
      const raw = row?.["QUERY PLAN"];
      const parsed = typeof raw === "string" ? JSON.parse(raw) : raw;
      root = (parsed as Record<string, unknown>[])[0] ?? {};
    }
    out.push({
      ...query,
      executionMs: Number(root["Execution Time"]),
      summary: planLine(root.Plan as PlanNode),
      plan: root,
    });
  }
  return out;
}

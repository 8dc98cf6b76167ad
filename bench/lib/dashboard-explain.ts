// The SQL a dashboard list page runs (mirrors app/server/dashboard/list-query.server.ts and
// leads.server.ts: one page newest first with the owner's name, the filtered count, the view
// counts, and the weekly chart), the contact page's (app/server/workspace/contacts.server.ts),
// and EXPLAIN ANALYZE summaries of them.
import { SITE_TODAY, type SqlConn } from "./dashboard-data.ts";

export type ListKind = "quotes" | "applications";
export interface ListQuery {
  kind: ListKind;
  /** `?view=`: mine (owned by the bench admin) or overdue; none = all. */
  view?: "mine" | "overdue";
  status?: string;
  q?: string;
  page?: number;
}
export interface NamedQuery {
  name: string;
  sql: string;
  params: unknown[];
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
const TABLES: Record<ListKind, string> = { quotes: "quotes", applications: "job_applications" };

/** A view's condition (viewCondition in list-query.server.ts), `$n` = the viewer's id. */
function viewSql(table: string, view: ListQuery["view"], n: number): string {
  if (view === "mine") return `${table}.owner_id = $${n}`;
  return `((${table}.follow_up_all_day = true and ${table}.follow_up_at < ${SITE_TODAY}) or (${table}.follow_up_all_day = false and ${table}.follow_up_at < now()))`;
}

/** The page, count, view counts and weekly queries of one list view, with $n parameters. */
export function listQueries({ kind, view, status, q, page = 1 }: ListQuery, viewerId: string) {
  const table = TABLES[kind];
  const params: unknown[] = [];
  const filters: string[] = [];
  if (status) {
    params.push(status);
    filters.push(`${table}.status = $${params.length}`);
  }
  if (q) {
    params.push(`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const n = params.length;
    filters.push(`(${SEARCH_COLUMNS[kind].map((c) => `${table}.${c} ilike $${n}`).join(" or ")})`);
  }
  const filterSql = filters.length ? ` where ${filters.join(" and ")}` : "";
  const countParams = [...params];
  const where = [...filters];
  if (view) {
    if (view === "mine") params.push(viewerId);
    where.push(viewSql(table, view, params.length));
  }
  const whereSql = where.length ? ` where ${where.join(" and ")}` : "";
  const ownerName = "coalesce(nullif(owner.name, ''), owner.email) as owner_name";
  const from =
    kind === "quotes"
      ? `select quotes.*, ${ownerName} from quotes left join users owner on owner.id = quotes.owner_id`
      : `select job_applications.*, jobs.title, ${ownerName} from job_applications left join users owner on owner.id = job_applications.owner_id left join jobs on jobs.id = job_applications.job_id`;
  const offset = (Math.max(1, page) - 1) * 25;
  const week = "to_char(date_trunc('week', created_at), 'YYYY-MM-DD')";
  countParams.push(viewerId);
  const viewer = countParams.length;
  return [
    {
      name: "page",
      sql: `${from}${whereSql} order by ${table}.created_at desc, ${table}.id desc limit 25 offset ${offset}`,
      params,
    },
    { name: "count", sql: `select count(*) from ${table}${whereSql}`, params },
    {
      name: "view counts",
      sql: `select count(*) filter (where ${table}.owner_id = $${viewer}) as mine,
        count(*) filter (where ${table}.owner_id is null) as unassigned,
        count(*) filter (where ${table}.follow_up_at is not null
          and ${table}.follow_up_at < ${SITE_TODAY} + interval '1 day'
          and ((${table}.follow_up_all_day = true and ${table}.follow_up_at >= ${SITE_TODAY})
            or (${table}.follow_up_all_day = false and ${table}.follow_up_at >= now()))) as due,
        count(*) filter (where ${viewSql(table, "overdue", 0)}) as overdue, count(*) as all
        from ${table}${filterSql}`,
      params: countParams,
    },
    {
      name: "weekly",
      sql: `select ${week} as week, count(*) from ${table} where created_at > now() - interval '84 days' group by 1`,
      params: [],
    },
  ];
}

/** The contact page's queries: the address's leads in each list, newest first, and its account. */
export function contactQueries(email: string): NamedQuery[] {
  const owner = "coalesce(nullif(users.name, ''), users.email) as owner";
  const leads = (table: string, extra = "null") => ({
    name: table,
    sql: `select ${table}.id, ${table}.name, ${table}.status, ${table}.created_at, ${owner}, ${extra} as job_title
      from ${table} left join users on users.id = ${table}.owner_id
      where lower(${table}.email) = $1 order by ${table}.created_at desc limit 200`,
    params: [email],
  });
  return [
    leads("quotes"),
    leads(
      "job_applications",
      "(select jobs.title from jobs where jobs.id = job_applications.job_id)",
    ),
    leads("demo_requests"),
    leads("contact_submissions"),
    {
      name: "account",
      sql: "select id, name, role, created_at from users where lower(email) = $1",
      params: [email],
    },
  ];
}

type View = ListQuery & { query: string };

/**
 * The benched pages: HTML, then `.data` (what client navigation fetches) for the quote views and
 * the contact page; `explain` holds each view's SQL.
 */
export function dashboardPages(search: string, contactEmail: string, viewerId: string) {
  const q = encodeURIComponent(search);
  const views: Record<string, View> = {
    "quotes first page": { kind: "quotes", query: "" },
    "quotes Contacted p3": {
      kind: "quotes",
      status: "Contacted",
      page: 3,
      query: "status=Contacted&page=3",
    },
    [`quotes search ${search}`]: { kind: "quotes", q: search, query: `q=${q}` },
    "quotes Mine": { kind: "quotes", view: "mine", query: "view=mine" },
    "quotes Overdue": { kind: "quotes", view: "overdue", query: "view=overdue" },
    "applications first page": { kind: "applications", query: "" },
  };
  const entries = Object.entries(views);
  const url = (v: View, suffix = "") =>
    `${v.kind === "quotes" ? "/admin/quotes" : "/admin/jobs/applications"}${suffix}${v.query ? `?${v.query}` : ""}`;
  const contact = `/admin/contacts/${encodeURIComponent(contactEmail)}`;
  const quoteViews = entries.filter(([, v]) => v.kind === "quotes");
  const pages = [
    ...entries.map(([view, v]) => ({ view, path: url(v) })),
    { view: "contact", path: contact },
    ...quoteViews.map(([view, v]) => ({ view, path: url(v, ".data") })),
    { view: "contact", path: `${contact}.data` },
    // My work (record 082): one UNION ALL per section across every kind.
    { view: "my work", path: "/admin/my-work" },
    { view: "my work", path: "/admin/my-work.data" },
  ];
  const explain: Record<string, NamedQuery[]> = Object.fromEntries(
    entries.map(([view, v]) => [view, listQueries(v, viewerId)]),
  );
  explain.contact = contactQueries(contactEmail);
  return { pages, explain };
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
export async function explainAll(conn: SqlConn, queries: NamedQuery[]): Promise<Explained[]> {
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

// Seeds a bench database for the admin dashboard: the app's migrations (drizzle's migrator, so
// the server sees them as applied), then quotes and job applications generated server-side with
// generate_series, a few jobs, and an admin user with a live session (signed cookie).
import { randomBytes, randomUUID } from "node:crypto";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { applicationStatuses, quoteStatuses } from "../../app/lib/statuses.ts";
import { cookieHeader, signSessionToken } from "../../tests/support/accounts.ts";
import type { BenchDatabase } from "./engines.ts";
import { ROOT } from "./server.ts";

export interface SqlConn {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = join(ROOT, "drizzle");

/** A direct connection: PGlite opens `<DATA_DIR>/pglite` (server must be stopped), pg a Client. */
export async function openSql(db: BenchDatabase): Promise<SqlConn> {
  if (db.engine === "pglite") {
    const client = new PGlite(join(String(db.env.DATA_DIR), "pglite"), { extensions: { pg_trgm } });
    return {
      query: async <T>(text: string, params?: unknown[]) =>
        (await client.query<T>(text, params)).rows,
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const client = new pg.Client({ connectionString: String(db.env.DATABASE_URL) });
  await client.connect();
  return {
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.query(text, params)).rows as T[],
    migrate: () => migratePg(drizzlePg(client), { migrationsFolder }),
    close: () => client.end(),
  };
}

const list = (items: string[]) => `array[${items.map((s) => `'${s}'`).join(",")}]`;
/** A random element; `skew` > 1 favours the first entries (common names come first). */
const pick = (items: string[], skew = 1) =>
  `(${list(items)})[1 + floor(power(random(), ${skew}) * ${items.length})::int]`;

const FIRST =
  "James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan Joseph Jessica Thomas Sarah Carlos Karen Daniel Lisa Matthew Nancy Anthony Sandra Mark Ashley Priya Emily Wei Maria Luis Aisha Mohammed Fatima Kenji Olga Diego Chloe".split(
    " ",
  );
const LAST =
  "Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Patel Kowalski Okafor Yamamoto Schneider Fitzgerald Novak Haddad Lindqvist Castellanos".split(
    " ",
  );
const COMPANY_A =
  "Northwind|Bluebonnet|Lone Star|Gulf Coast|Pecos|Red River|Summit|Pinnacle|Alamo|Cedar Ridge|Brazos Valley|Granite|Horizon|Meridian|Sterling|Ironwood|Prairie|Harbor".split(
    "|",
  );
const COMPANY_B =
  "Energy Utilities Aerospace Health Logistics Systems Manufacturing Partners Holdings Labs Foods Capital Telecom".split(
    " ",
  );
const DOMAINS = "gmail.com outlook.com yahoo.com icloud.com proton.me".split(" ");
const INDUSTRIES =
  "Utilities|Aerospace & Defense|ERP Solutions|Software & Technology|Federal Government|Health Care|Manufacturing|Other".split(
    "|",
  );
const NEEDS =
  "migrate our ERP to S/4HANA|modernize a legacy billing system|build a customer portal|set up AWS landing zones|integrate access control across sites|automate month-end reporting|replace spreadsheets with a data warehouse".split(
    "|",
  );
/** Person columns f (first), l (last), c (company or null), generated once per row. */
const person = `select g, ${pick(FIRST, 1.5)} as f, ${pick(LAST, 2)} as l,
  case when random() < 0.1 then null else ${pick(COMPANY_A)} || ' ' || ${pick(COMPANY_B)} end as c,
  random() as r from generate_series(1, $1::int) g offset 0`;
const email = `lower(f) || '.' || lower(l) || (g % 97) || '@' ||
  case when c is null or r < 0.3 then ${pick(DOMAINS)} else lower(replace(c, ' ', '')) || '.com' end`;
const createdAt = "now() - random() * interval '112 days'";

const QUOTES_SQL = `insert into quotes (name, email, company, industry, description, outcome, status, created_at)
select f || ' ' || l, ${email}, c, ${pick(INDUSTRIES)},
  'We need to ' || ${pick(NEEDS)} || ' for about ' || (10 + (r * 990)::int) || ' users.',
  case when r < 0.5 then 'Lower running costs and faster delivery.' end,
  ${pick([...quoteStatuses])}, ${createdAt} from (${person}) p`;

const APPLICATIONS_SQL = `insert into job_applications (name, email, status, job_id, message, created_at)
select f || ' ' || l, ${email}, ${pick([...applicationStatuses])},
  (select array_agg(id order by title) from jobs)[1 + floor(r * (select count(*) from jobs))::int],
  case when r < 0.6 then 'I would love to join the team.' end, ${createdAt} from (${person}) p`;

const JOBS = [
  ["Senior Java Engineer", "Austin, TX (hybrid)"],
  ["SAP S/4HANA Functional Consultant (FI/CO)", "Remote (United States)"],
  ["Physical Security Integration Technician", "San Antonio, TX"],
  ["Cloud Platform Engineer (AWS)", "Houston, TX"],
  ["Data Engineer", "Dallas, TX"],
];

export const MAINTENANCE = ["vacuum analyze", "analyze", "none"] as const;
export type Maintenance = (typeof MAINTENANCE)[number];

export interface Seeded {
  token: string;
  userId: string;
  seconds: number;
  counts: Record<string, number>;
}

/** Migrates, then inserts the rows; `counts` are matching totals for the benched filters. */
export async function seedDashboard(
  conn: SqlConn,
  opts: { quotes: number; applications: number; search: string; maintenance: Maintenance },
): Promise<Seeded> {
  const t0 = performance.now();
  await conn.migrate();
  await conn.query("select setseed(0.42)");
  for (const [title, location] of JOBS) {
    await conn.query("insert into jobs (title, location, description) values ($1, $2, $3)", [
      title,
      location,
      `${title}: bench posting.`,
    ]);
  }
  await conn.query(QUOTES_SQL, [opts.quotes]);
  await conn.query(APPLICATIONS_SQL, [opts.applications]);
  const userId = `bench-admin-${randomUUID()}`;
  const token = randomBytes(24).toString("base64url");
  await conn.query(
    "insert into users (id, name, email, email_verified, role) values ($1, 'Bench Admin', $2, true, 'admin')",
    [userId, `${userId}@example.com`],
  );
  await conn.query(
    "insert into sessions (id, token, expires_at, user_id) values ($1, $2, now() + interval '1 day', $3)",
    [randomUUID(), token, userId],
  );
  // PostgreSQL's autovacuum would vacuum and analyze after such inserts; PGlite has no autovacuum.
  if (opts.maintenance !== "none") await conn.query(opts.maintenance);
  const like = `%${opts.search}%`;
  const [counts] = await conn.query<Record<string, unknown>>(
    `select (select count(*) from quotes) as quotes,
      (select count(*) from job_applications) as applications,
      (select count(*) from quotes where status = 'Contacted') as contacted,
      (select count(*) from quotes where name ilike $1 or email ilike $1 or company ilike $1) as search`,
    [like],
  );
  const numbers = Object.fromEntries(Object.entries(counts ?? {}).map(([k, v]) => [k, Number(v)]));
  return { token, userId, seconds: (performance.now() - t0) / 1000, counts: numbers };
}

/** The `Cookie` header value better-auth accepts for `token` (production cookie name). */
export async function sessionCookie(token: string, secret: string): Promise<string> {
  return cookieHeader(await signSessionToken(token, secret));
}

// Seeds a bench database for the admin dashboard: the app's migrations (drizzle's migrator, so
// the server sees them as applied), an admin user with a live session (signed cookie) and a few
// staff accounts, a few jobs, then quotes and job applications generated server-side with
// generate_series, with owners, follow-ups and notes (lead_events).
import { randomBytes, randomUUID } from "node:crypto";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { site } from "../../app/content/site.ts";
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
/**
 * Person columns f (first), l (last), c (company or null), generated once per row, and the
 * random numbers r (email, text), o (owner), u (follow-up kind) and d (follow-up day).
 */
const person = `select g, ${pick(FIRST, 1.5)} as f, ${pick(LAST, 2)} as l,
  case when random() < 0.1 then null else ${pick(COMPANY_A)} || ' ' || ${pick(COMPANY_B)} end as c,
  random() as r, random() as o, random() as u, random() as d
  from generate_series(1, $1::int) g offset 0`;
const email = `lower(f) || '.' || lower(l) || (g % 97) || '@' ||
  case when c is null or r < 0.3 then ${pick(DOMAINS)} else lower(replace(c, ' ', '')) || '.com' end`;
const createdAt = "now() - random() * interval '112 days'";

if (!/^[A-Za-z_]+(\/[A-Za-z_]+)*$/.test(site.timeZone)) throw new Error("odd site.timeZone");
/** Start of today in the site's zone (what the app's startOfSiteDay computes), as SQL. */
export const SITE_TODAY = `(date_trunc('day', now() at time zone '${site.timeZone}') at time zone '${site.timeZone}')`;

/** Staff accounts besides the bench admin ($2): admins own quotes, hr and admins applications. */
export const STAFF = [
  ["bench-staff-ana", "Ana Sales", "admin"],
  ["bench-staff-ben", "Ben Sales", "admin"],
  ["bench-staff-cy", "Cy Sales", "admin"],
  ["bench-staff-hana", "Hana Recruiter", "hr"],
  ["bench-staff-hugo", "Hugo Recruiter", "hr"],
] as const;
const staffIds = (role: string) => STAFF.filter((s) => s[2] === role).map((s) => s[0]);
/** 20% the bench admin ($2), 45% the other staff (evenly), 35% nobody. */
const owner = (ids: string[]) =>
  `case when o < 0.2 then $2 when o < 0.65 then (${list(ids)})[1 + floor((o - 0.2) / ${0.45 / ids.length})::int] end`;
/**
 * 30% have a follow-up, half all-day (stored as the start of its day in the site's zone), half
 * timed (on the hour). Day: 10% of them today, the rest spread over -20..+20 days; a timed one
 * today is within 8 hours either side of now (some overdue, some still due).
 */
const followUpDay = "case when d < 0.1 then 0 else floor((d - 0.1) / 0.9 * 41)::int - 20 end";
const followUpAt = `case when u < 0.15 then ${SITE_TODAY} + (${followUpDay}) * interval '1 day'
  when u < 0.3 then date_trunc('hour', now() + (${followUpDay}) * interval '1 day'
    + ((d * 1000)::int % 17 - 8) * interval '1 hour') end`;
/** The column's default (true) when there is no follow-up. */
const followUpAllDay = "not (u >= 0.15 and u < 0.3)";

const QUOTES_SQL = `insert into quotes (name, email, company, industry, description, outcome, status, created_at,
  owner_id, follow_up_at, follow_up_all_day)
select f || ' ' || l, ${email}, c, ${pick(INDUSTRIES)},
  'We need to ' || ${pick(NEEDS)} || ' for about ' || (10 + (r * 990)::int) || ' users.',
  case when r < 0.5 then 'Lower running costs and faster delivery.' end,
  ${pick([...quoteStatuses])}, ${createdAt}, ${owner(staffIds("admin"))}, ${followUpAt},
  ${followUpAllDay} from (${person}) p`;

const APPLICATIONS_SQL = `insert into job_applications (name, email, status, job_id, message, created_at,
  owner_id, follow_up_at, follow_up_all_day)
select f || ' ' || l, ${email}, ${pick([...applicationStatuses])},
  (select array_agg(id order by title) from jobs)[1 + floor(r * (select count(*) from jobs))::int],
  case when r < 0.6 then 'I would love to join the team.' end, ${createdAt},
  ${owner(staffIds("hr"))}, ${followUpAt}, ${followUpAllDay} from (${person}) p`;

const NOTES =
  "Left a voicemail|Sent the deck|Asked for a budget range|Call booked for next week|Waiting on their IT team|Forwarded to the delivery lead".split(
    "|",
  );
/**
 * The timeline: a note on 1 lead in 4 (by the owner, else the bench admin, $1), and a
 * follow-up event for every lead with a follow-up, shortly after the lead came in.
 */
const eventsSql = (kind: string, table: string) => `insert into lead_events
  (lead_kind, lead_id, type, actor_id, actor_email, body, data, created_at)
select '${kind}', id, 'note', coalesce(owner_id, $1), null, ${pick(NOTES)}, null,
  created_at + random() * interval '3 days' from ${table} where random() < 0.25
union all
select '${kind}', id, 'follow-up', coalesce(owner_id, $1), null, null,
  jsonb_build_object('at', follow_up_at, 'allDay', follow_up_all_day),
  created_at + random() * interval '1 day' from ${table} where follow_up_at is not null`;

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
  /** An address with several leads (quotes and applications): the benched contact page. */
  contactEmail: string;
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
  const userId = `bench-admin-${randomUUID()}`;
  const token = randomBytes(24).toString("base64url");
  await conn.query(
    // Staff need a second factor before any staff page (record 048): marked as set up.
    "insert into users (id, name, email, email_verified, role, two_factor_enabled) values ($1, 'Bench Admin', $2, true, 'admin', true)",
    [userId, `${userId}@example.com`],
  );
  await conn.query(
    // Opened with an authenticator app's code, as staff sessions must be (record 048).
    "insert into sessions (id, token, expires_at, user_id, sign_in_method) values ($1, $2, now() + interval '1 day', $3, 'totp')",
    [randomUUID(), token, userId],
  );
  for (const [id, name, role] of STAFF) {
    await conn.query(
      "insert into users (id, name, email, email_verified, role, two_factor_enabled) values ($1, $2, $3, true, $4, true)",
      [id, name, `${id}@example.com`, role],
    );
  }
  await conn.query(QUOTES_SQL, [opts.quotes, userId]);
  await conn.query(APPLICATIONS_SQL, [opts.applications, userId]);
  await conn.query(eventsSql("quotes", "quotes"), [userId]);
  await conn.query(eventsSql("applications", "job_applications"), [userId]);
  // PostgreSQL's autovacuum would vacuum and analyze after such inserts; PGlite has no autovacuum.
  if (opts.maintenance !== "none") await conn.query(opts.maintenance);
  const like = `%${opts.search}%`;
  const overdue = `(follow_up_all_day and follow_up_at < ${SITE_TODAY}) or (not follow_up_all_day and follow_up_at < now())`;
  const [counts] = await conn.query<Record<string, unknown>>(
    `select (select count(*) from quotes) as quotes,
      (select count(*) from job_applications) as applications,
      (select count(*) from quotes where status = 'Contacted') as contacted,
      (select count(*) from quotes where name ilike $1 or email ilike $1 or company ilike $1) as search,
      (select count(*) from quotes where owner_id = $2) as mine,
      (select count(*) from quotes where ${overdue}) as overdue,
      (select count(*) from quotes where follow_up_at is not null) as "follow-ups",
      (select count(*) from lead_events where type = 'note') as notes`,
    [like, userId],
  );
  // The address with the most leads, up to a dozen (the most common names have dozens).
  const [contact] = await conn.query<{ email: string; n: string }>(
    `select email, count(*) as n from (select lower(email) as email from quotes
      union all select lower(email) from job_applications) e
      group by 1 having count(*) <= 12 order by count(*) desc, 1 limit 1`,
  );
  if (!contact) throw new Error("no contact address with several leads");
  const numbers = Object.fromEntries(Object.entries(counts ?? {}).map(([k, v]) => [k, Number(v)]));
  numbers.contact = Number(contact.n);
  return {
    token,
    userId,
    contactEmail: contact.email,
    seconds: (performance.now() - t0) / 1000,
    counts: numbers,
  };
}

/** The `Cookie` header value better-auth accepts for `token` (production cookie name). */
export async function sessionCookie(token: string, secret: string): Promise<string> {
  return cookieHeader(await signSessionToken(token, secret));
}

// Deals board and list latency with 10,000 deals on PostgreSQL (record 113): seeds the deals
// across the stages, owners and a year of close dates, signs in as an admin (session row +
// signed cookie) and times sequential GETs of the board's and the list's `.data` (what client
// navigation fetches), HTML beside them, against the budget "p50 at most 60 ms".
// Usage: node bench/deals.ts [--engines postgres] [--deals 10000] [--requests 200] [--warmup 30]
//   [--target 60] [--pg-url postgres://postgres@127.0.0.1:5432/]
import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { positiveInt, positiveNumber } from "./lib/args.ts";
import { openSql, type SqlConn, sessionCookie } from "./lib/dashboard-data.ts";
import type { EngineName } from "./lib/engines.ts";
import { type GetTiming, timeGets } from "./lib/get-latency.ts";
import { startServer } from "./lib/server.ts";
import { round, table } from "./lib/table.ts";
import { benchFlags, withDatabase } from "./prelude.ts";

const { args, engines, pgUrl } = benchFlags(
  ["deals", "requests", "warmup", "target"],
  ["postgres"],
);
const dealCount = positiveInt(args.deals, "deals", 10_000);
const requests = positiveInt(args.requests, "requests", 200);
const warmup = args.warmup === "0" ? 0 : positiveInt(args.warmup, "warmup", 30);
const targetMs = positiveNumber(args.target, "target", 60);
const authSecret = randomBytes(32).toString("base64url");

/** 10,000 deals in one statement: stages, owners, values and close dates spread evenly. */
async function seed(conn: SqlConn): Promise<{ token: string; ownerId: string; stageId: string }> {
  await conn.migrate();
  const ownerId = randomUUID();
  const token = randomBytes(24).toString("base64url");
  await conn.query(
    "insert into users (id, name, email, email_verified, role, two_factor_enabled) values ($1, 'Bench Admin', 'bench-deals@example.com', true, 'admin', true)",
    [ownerId],
  );
  await conn.query(
    "insert into sessions (id, token, expires_at, user_id, sign_in_method) values ($1, $2, now() + interval '1 day', $3, 'totp')",
    [randomUUID(), token, ownerId],
  );
  for (let i = 0; i < 4; i++) {
    await conn.query(
      "insert into users (id, name, email, email_verified, role, two_factor_enabled) values ($1, $2, $3, true, 'admin', true)",
      [randomUUID(), `Owner ${i}`, `bench-owner-${i}@example.com`],
    );
  }
  await conn.query(
    `insert into deals (title, company, contact_name, contact_email, value_minor, currency, stage_id,
       probability, expected_close_on, owner_id, next_step, source, updated_at)
     select 'Deal ' || g, 'Company ' || (g % 700), 'Contact ' || g, 'contact' || g || '@example.com',
       (g * 7919 % 5000000)::bigint, case when g % 10 = 0 then 'EUR' else 'USD' end, s.id, s.probability,
       current_date + (g % 365), (select id from users where role = 'admin' order by id offset (g % 5) limit 1),
       case when g % 3 = 0 then null else 'Call back' end,
       jsonb_build_object('landing', '/products', 'utmCampaign', 'c' || (g % 40)),
       now() - (g || ' minutes')::interval
     from generate_series(1, $1::int) g
     join lateral (select id, probability from deal_stages order by position offset (g % 5) limit 1) s on true`,
    [dealCount],
  );
  await conn.query("vacuum analyze deals");
  const [stage] = await conn.query<{ id: string }>(
    "select id from deal_stages where name = 'Proposal sent'",
  );
  return { token, ownerId, stageId: stage?.id ?? "" };
}

type Result = { engine: EngineName; pages: (GetTiming & { path: string })[] };

function benchEngine(engine: EngineName): Promise<Result> {
  return withDatabase(engine, pgUrl, async (db) => {
    console.log(`\n== ${engine}: ${db.where}`);
    const conn = await openSql(db);
    const started = performance.now();
    const { token, ownerId, stageId } = await seed(conn).finally(() => conn.close());
    console.log(`Seeded ${dealCount} deals in ${round((performance.now() - started) / 1000, 1)} s`);
    const server = await startServer({ env: { ...db.env, AUTH_SECRET: authSecret } });
    const headers = {
      Cookie: await sessionCookie(token, authSecret),
      "Accept-Encoding": "gzip, br",
    };
    const pages: Result["pages"] = [];
    try {
      const filtered = `?stage=${stageId}&owner=${ownerId}`;
      for (const path of [
        "/admin/deals.data",
        "/admin/deals/list.data",
        `/admin/deals/list.data${filtered}`,
        "/admin/deals/list.data?page=100",
        "/admin/deals/forecast.data",
        // A staff page that reads no deals: what the layout, session and host cost on their own.
        "/admin/settings/deal-stages.data",
        "/admin/deals",
        "/admin/deals/list",
      ]) {
        const timing = await timeGets(`${server.origin}${path}`, { headers, warmup, requests });
        server.assertAlive();
        pages.push({ path, ...timing });
        console.log(
          `  ${path}: p50 ${round(timing.p50Ms, 1)} ms (status ${Object.keys(timing.byStatus).join("/")})`,
        );
      }
    } finally {
      await server.stop();
    }
    return { engine, pages };
  });
}

const results: Result[] = [];
for (const engine of engines) results.push(await benchEngine(engine));
console.log(
  `\nGET as admin, ${dealCount} deals, ${warmup} warm-up + ${requests} measured; budget p50 ≤ ${targetMs} ms\n`,
);
const heads = ["engine", "page", "status", "KiB", "p50 ms", "p90 ms", "p99 ms", ""];
const rows = results.flatMap((r) =>
  r.pages.map((p) => [
    r.engine,
    p.path,
    Object.keys(p.byStatus).join("/"),
    round(p.bodyBytes / 1024, 1),
    ...[p.p50Ms, p.p90Ms, p.p99Ms].map((ms) => round(ms, 1)),
    p.p50Ms <= targetMs ? "OK" : "SLOW",
  ]),
);
console.log(table(heads, rows));
const out = new URL("./results/", import.meta.url);
mkdirSync(out, { recursive: true });
const settings = { engines, dealCount, requests, warmup, targetMs };
writeFileSync(
  new URL("deals.json", out),
  `${JSON.stringify({ date: new Date().toISOString(), settings, results }, null, 2)}\n`,
);

// The 100k-lead bench database (bench/lib/dashboard-data.ts) with a mail history: 100k sent
// notices and a queue of 300 failing ones, so /metrics and backups see a realistic outbox.
import { openSql, seedDashboard } from "./dashboard-data.ts";
import type { BenchDatabase } from "./engines.ts";

export async function seedOpsDatabase(db: BenchDatabase, quotes: number, applications: number) {
  const conn = await openSql(db);
  try {
    const seeded = await seedDashboard(conn, {
      quotes,
      applications,
      search: "Okafor",
      maintenance: "none",
    });
    await conn.query(
      `insert into email_outbox (kind, "to", subject, html, text, attempts, sent_at, created_at)
       select 'notice', 'n' || i || '@example.com', 'New quote ' || i, '<p>' || repeat('x', 600) || '</p>',
         repeat('x', 600), 1, now() - (i || ' seconds')::interval, now() - (i || ' seconds')::interval
       from generate_series(1, $1::int) i`,
      [quotes],
    );
    await conn.query(
      // Due tomorrow: the server's worker leaves them waiting while the bench scrapes.
      `insert into email_outbox (kind, "to", subject, html, text, attempts, last_error, created_at,
         next_attempt_at)
       select 'notice', 'q' || i || '@example.com', 'Waiting ' || i, '<p>x</p>', 'x', 3,
         'connect ECONNREFUSED', now() - (i || ' minutes')::interval, now() + interval '1 day'
       from generate_series(1, 300) i`,
    );
    await conn.query("vacuum analyze");
    return seeded;
  } finally {
    await conn.close();
  }
}

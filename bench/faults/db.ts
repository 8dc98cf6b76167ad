// Database checks of the fault scripts, on PostgreSQL (live) or PGlite (server stopped).
import { type BenchDatabase, rows } from "../lib/engines.ts";
import { type Attempt, is2xx, sleep } from "./lib.ts";

/**
 * Polls `countSql` (one row, `n`: what is still waiting) every second from `since` until it
 * reads 0 or `timeoutMs` has passed; the last count (-1 if none was read).
 */
export async function waitForNone(
  db: BenchDatabase,
  countSql: string,
  { since, timeoutMs }: { since: number; timeoutMs: number },
): Promise<number> {
  let left = -1;
  while (performance.now() - since < timeoutMs) {
    const [row] = await rows<{ n: number }>(db, countSql);
    left = row?.n ?? -1;
    if (left === 0) break;
    await sleep(1000);
  }
  return left;
}

export async function insertJob(db: BenchDatabase): Promise<string> {
  const sql =
    "insert into jobs (title, location) values ('Fault Test Engineer', 'Remote') returning id";
  const [row] = await rows<{ id: string }>(db, sql);
  if (!row) throw new Error("no job row");
  return row.id;
}

/** An open job's id from the /careers page (a fresh PGlite DATA_DIR is seeded with jobs). */
export async function jobFromCareers(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/careers`)).text();
  const id = /apply=([0-9a-f-]{36})/.exec(html)?.[1];
  if (!id) throw new Error("no apply=<uuid> link on /careers");
  return id;
}

export interface Saved {
  /** 2xx answers whose row is missing: the lost submissions. */
  lost: Attempt[];
  /** Rows saved although the client got no 2xx (committed, answer lost): allowed. */
  savedUnanswered: number;
  quotes: number;
  applications: number;
}

/** Every 2xx answer must have left its row (quotes / job_applications by email). */
export async function checkSaved(db: BenchDatabase, runId: string, attempts: Attempt[]) {
  const like = `'fault-${runId}-%'`;
  const q = await rows<{ email: string }>(db, `select email from quotes where email like ${like}`);
  const a = await rows<{ email: string }>(
    db,
    `select email from job_applications where email like ${like}`,
  );
  const have = {
    quote: new Set(q.map((r) => r.email)),
    application: new Set(a.map((r) => r.email)),
  };
  const ok = attempts.filter(is2xx);
  const lost = ok.filter((x) => !have[x.kind].has(x.email));
  const answered = new Set(ok.map((x) => x.email));
  const savedUnanswered = [...q, ...a].filter((r) => !answered.has(r.email)).length;
  return { lost, savedUnanswered, quotes: q.length, applications: a.length } satisfies Saved;
}

export interface OutboxRow {
  id: string;
  kind: string;
  sent: boolean;
  attempts: number;
  leased: boolean;
  locked_until: string | null;
  /** locked_until in epoch milliseconds. */
  locked_ms: number | null;
  last_error: string | null;
}

/** The outbox's rows due by now: a meeting's reminders wait there until their time (record 077). */
export const outbox = (db: BenchDatabase) =>
  rows<OutboxRow>(
    db,
    `select id, kind, sent_at is not null as sent, attempts, locked_until::text as locked_until,
       (extract(epoch from locked_until) * 1000)::float8 as locked_ms,
       coalesce(locked_until > now(), false) as leased, last_error from email_outbox
     where not (kind = 'meeting-reminder' and sent_at is null and next_attempt_at > now())
     order by created_at`,
  );

/** Applications that name a résumé but have no resume_files row. */
export async function orphanApplications(db: BenchDatabase): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    `select a.id from job_applications a left join resume_files r on r.application_id = a.id
     where a.resume_path is not null and r.id is null`,
  );
  return found.map((r) => r.id);
}

/** Polls /readyz until it answers 200. */

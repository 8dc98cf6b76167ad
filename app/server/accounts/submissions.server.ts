import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import {
  contactSubmissions,
  demoRequests,
  jobApplications,
  jobs,
  quotes,
} from "../db/schema.server";

export type MySubmission = {
  id: string;
  type: "Quote Request" | "Demo Request" | "Contact Message" | "Job Application";
  status: string;
  createdAt: string;
  /** The industry of a quote, or the job title of an application ("Unknown Job" if deleted). */
  detail: string | null;
};

/** The lead lists an account's own posts go to, beside applications (which name their job). */
type SentTable = typeof quotes | typeof demoRequests | typeof contactSubmissions;

/** One list's rows sent by `userId`; `detail` is what the account page shows beside each. */
function sentBy(
  db: Db,
  table: SentTable,
  userId: string,
  detail: typeof quotes.industry | SQL<null>,
) {
  return db
    .select({ id: table.id, status: table.status, createdAt: table.createdAt, detail })
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(desc(table.createdAt));
}

/** Everything one account has sent, newest first. Filtered by the session's user id only. */
export async function listMySubmissions(
  userId: string,
  db: Db = defaultDb(),
): Promise<MySubmission[]> {
  const none = sql<null>`null`;
  const [quoteRows, demoRows, contactRows, applicationRows] = await Promise.all([
    sentBy(db, quotes, userId, quotes.industry),
    sentBy(db, demoRequests, userId, none),
    sentBy(db, contactSubmissions, userId, none),
    db
      .select({
        id: jobApplications.id,
        status: jobApplications.status,
        createdAt: jobApplications.createdAt,
        detail: jobs.title,
      })
      .from(jobApplications)
      .leftJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(eq(jobApplications.userId, userId))
      .orderBy(desc(jobApplications.createdAt)),
  ]);
  const rows: MySubmission[] = [
    ...quoteRows.map((r) => ({ ...r, type: "Quote Request" as const })),
    ...demoRows.map((r) => ({ ...r, type: "Demo Request" as const })),
    ...contactRows.map((r) => ({ ...r, type: "Contact Message" as const })),
    ...applicationRows.map((r) => ({
      ...r,
      detail: r.detail ?? "Unknown Job",
      type: "Job Application" as const,
    })),
  ].map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

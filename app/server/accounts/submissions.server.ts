import { desc, eq } from "drizzle-orm";
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

/** Everything one account has sent, newest first. Filtered by the session's user id only. */
export async function listMySubmissions(
  userId: string,
  db: Db = defaultDb(),
): Promise<MySubmission[]> {
  const [quoteRows, demoRows, contactRows, applicationRows] = await Promise.all([
    db
      .select({
        id: quotes.id,
        status: quotes.status,
        createdAt: quotes.createdAt,
        detail: quotes.industry,
      })
      .from(quotes)
      .where(eq(quotes.userId, userId))
      .orderBy(desc(quotes.createdAt)),
    db
      .select({
        id: demoRequests.id,
        status: demoRequests.status,
        createdAt: demoRequests.createdAt,
      })
      .from(demoRequests)
      .where(eq(demoRequests.userId, userId))
      .orderBy(desc(demoRequests.createdAt)),
    db
      .select({
        id: contactSubmissions.id,
        status: contactSubmissions.status,
        createdAt: contactSubmissions.createdAt,
      })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.userId, userId))
      .orderBy(desc(contactSubmissions.createdAt)),
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
    ...demoRows.map((r) => ({ ...r, detail: null, type: "Demo Request" as const })),
    ...contactRows.map((r) => ({ ...r, detail: null, type: "Contact Message" as const })),
    ...applicationRows.map((r) => ({
      ...r,
      detail: r.detail ?? "Unknown Job",
      type: "Job Application" as const,
    })),
  ].map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

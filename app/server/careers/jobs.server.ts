import { and, desc, eq, gte, isNull, or } from "drizzle-orm";
import { site } from "~/content/site";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { jobs } from "../db/schema.server";

export type Job = typeof jobs.$inferSelect;

/** Today's date (YYYY-MM-DD) in the company's time zone, where postings expire. */
export function today(now = new Date()): string {
  return now.toLocaleDateString("en-CA", { timeZone: site.timeZone });
}

/** A posting is open without an expiry date, or until the end of its expiry day (spec §4). */
const isOpen = (day: string) => or(isNull(jobs.expirationDate), gte(jobs.expirationDate, day));

export function jobIsOpen(job: Pick<Job, "expirationDate">, day = today()): boolean {
  return job.expirationDate === null || job.expirationDate >= day;
}

/** Open postings, newest first, for /careers. */
export async function listOpenJobs(db: Db = defaultDb(), day = today()): Promise<Job[]> {
  return db.select().from(jobs).where(isOpen(day)).orderBy(desc(jobs.createdAt));
}

export async function findOpenJob(id: string, db: Db = defaultDb(), day = today()) {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), isOpen(day)));
  return job ?? null;
}

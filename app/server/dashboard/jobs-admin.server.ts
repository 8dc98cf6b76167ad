import { count, desc, eq, getTableColumns } from "drizzle-orm";
import type { JobInput } from "~/lib/forms/job";
import { jobIsOpen, today } from "../careers/jobs.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { jobApplications, jobs } from "../db/schema.server";

/** Every posting, newest first, with its number of applicants and whether /careers shows it. */
export async function listAllJobs(db: Db = defaultDb()) {
  const rows = await db
    .select({ ...getTableColumns(jobs), applicants: count(jobApplications.id) })
    .from(jobs)
    .leftJoin(jobApplications, eq(jobApplications.jobId, jobs.id))
    .groupBy(jobs.id)
    .orderBy(desc(jobs.createdAt));
  const day = today();
  return rows.map((job) => ({
    ...job,
    createdAt: job.createdAt.toISOString(),
    expired: !jobIsOpen(job, day),
  }));
}

export type JobSave = { ok: true; created: boolean; id?: string } | { ok: false; message: string };

/** Adds a posting, or updates one when the input carries its id. */
export async function saveJob({ id, ...fields }: JobInput, db: Db = defaultDb()): Promise<JobSave> {
  if (id) {
    const updated = await db
      .update(jobs)
      .set(fields)
      .where(eq(jobs.id, id))
      .returning({ id: jobs.id });
    return updated.length
      ? { ok: true, created: false }
      : { ok: false, message: "This posting no longer exists." };
  }
  const [created] = await db.insert(jobs).values(fields).returning({ id: jobs.id });
  return { ok: true, created: true, id: created?.id };
}

/** Deletes a posting; its applications stay, shown as "Unknown Job". */
export async function deleteJob(id: string, db: Db = defaultDb()): Promise<JobSave> {
  const deleted = await db.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id });
  return deleted.length
    ? { ok: true, created: false }
    : { ok: false, message: "This posting no longer exists." };
}

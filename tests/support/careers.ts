import { readApplicationForm, submitApplication } from "~/server/careers/applications.server";
import type { Db } from "~/server/db/client.server";
import { jobApplications, jobs, resumeFiles } from "~/server/db/schema.server";
import { guardFields, visitor } from "~/server/intake/testing.server";

/** An open posting (it expires in 2099) to apply to; its id. */
export async function openJob(db: Db): Promise<string> {
  const [job] = await db
    .insert(jobs)
    .values({ title: "Data Engineer", location: "Austin, TX", expirationDate: "2099-01-01" })
    .returning();
  return job?.id ?? "";
}

/** An application (`columns`: the candidate, a status) to a new Data Engineer posting; its id. */
export async function applyToNewJob(
  db: Db,
  columns: Omit<typeof jobApplications.$inferInsert, "jobId">,
) {
  const [job] = await db
    .insert(jobs)
    .values({ title: "Data Engineer", location: "Austin" })
    .returning({ id: jobs.id });
  const [application] = await db
    .insert(jobApplications)
    .values({ ...columns, jobId: job?.id })
    .returning({ id: jobApplications.id });
  return application?.id ?? "";
}

/** How many applications and résumé files are stored: what a refused upload must not change. */
export const storedApplications = async (db: Db) => [
  (await db.select().from(jobApplications)).length,
  (await db.select().from(resumeFiles)).length,
];

/** An anonymous visitor's application to `jobId` with `bytes` as the résumé, as /careers receives it. */
export async function applyWithResume(db: Db, jobId: string, name: string, bytes: Uint8Array) {
  const form = new FormData();
  const fields = { ...guardFields(), consent: "yes", jobId, name: "Mal", email: "m@example.com" };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("resume", new File([new Uint8Array(bytes)], name));
  const request = new Request("http://localhost/careers", { method: "POST", body: form });
  const parsed = await readApplicationForm(request);
  if ("ok" in parsed) return parsed;
  return submitApplication(parsed, visitor(), db);
}

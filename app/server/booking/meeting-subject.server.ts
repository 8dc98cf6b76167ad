import { eq } from "drizzle-orm";
import { productNamer } from "../content/products.server";
import type { Db } from "../db/client.server";
import { demoRequests, jobApplications, jobs } from "../db/schema.server";

/**
 * What a meeting is about, for its calendar event's name (record 117): a demo's product, an
 * interview's job; null when the lead names neither (a demo asked from /contact).
 */
export async function meetingSubject(
  db: Db,
  meeting: { leadKind: string; leadId: string },
): Promise<string | null> {
  if (meeting.leadKind === "demos") {
    const [row] = await db
      .select({ product: demoRequests.product })
      .from(demoRequests)
      .where(eq(demoRequests.id, meeting.leadId));
    return (await productNamer(db))(row?.product ?? null);
  }
  if (meeting.leadKind === "applications") {
    const [row] = await db
      .select({ title: jobs.title })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(eq(jobApplications.id, meeting.leadId));
    return row?.title ?? null;
  }
  return null;
}

import { asc, eq } from "drizzle-orm";
import { receivesNewsletter } from "~/lib/lead-capabilities";
import type { LeadKind } from "~/lib/lead-kinds";
import type { Db } from "../db/client.server";
import { newsletterBounces, newsletterIssues, newsletterSends } from "../db/schema.server";

/**
 * A subscription's newsletter mail in the person's export: the bounces mail servers reported
 * (record 112) and the issues it was sent (record 111). Nothing for kinds newsletters skip.
 */
export async function exportedNewsletterMail(db: Db, kind: LeadKind, id: string) {
  if (!receivesNewsletter(kind)) return {};
  const bounces = await db
    .select()
    .from(newsletterBounces)
    .where(eq(newsletterBounces.subscriberId, id))
    .orderBy(asc(newsletterBounces.receivedAt));
  const issues = await db
    .select({ subject: newsletterIssues.subject, sentAt: newsletterSends.createdAt })
    .from(newsletterSends)
    .innerJoin(newsletterIssues, eq(newsletterIssues.id, newsletterSends.issueId))
    .where(eq(newsletterSends.subscriberId, id))
    .orderBy(asc(newsletterSends.createdAt));
  return {
    bounces: bounces.map((row) => ({
      kind: row.kind,
      issueId: row.issueId,
      diagnostic: row.diagnostic,
      receivedAt: row.receivedAt.toISOString(),
    })),
    newsletterIssues: issues.map((row) => ({
      subject: row.subject,
      sentAt: row.sentAt.toISOString(),
    })),
  };
}

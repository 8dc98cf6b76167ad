import { and, asc, count, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import { MY_WORK_ROWS } from "~/lib/my-work";
import type { AwaitingProposals } from "~/lib/proposal-staff";
import { formatMinor } from "~/lib/proposals";
import type { Db } from "../db/client.server";
import { deals, proposals, proposalVersions } from "../db/schema.server";
import { withProposalAndDeal } from "./version.server";

/**
 * My work's proposals awaiting an answer: sent, neither accepted nor declined, still valid, on
 * deals the viewer owns or nobody does; the longest waiting first.
 */
export async function awaitingProposals(db: Db, viewerId: string): Promise<AwaitingProposals> {
  const v = proposalVersions;
  const where = and(
    isNotNull(v.sentAt),
    isNull(v.acceptedAt),
    isNull(v.declinedAt),
    sql`${v.validUntil} >= current_date`,
    or(eq(deals.ownerId, viewerId), isNull(deals.ownerId)),
  );
  const [rows, [counted]] = await Promise.all([
    withProposalAndDeal(
      db
        .select({
          versionId: v.id,
          dealId: deals.id,
          title: proposals.title,
          version: v.version,
          contact: sql<string>`coalesce(${deals.company}, ${deals.contactName}, '')`,
          totalMinor: v.totalMinor,
          currency: v.currency,
          sentAt: v.sentAt,
          viewedAt: v.viewedAt,
        })
        .from(v)
        .$dynamic(),
    )
      .where(where)
      .orderBy(asc(v.sentAt))
      .limit(MY_WORK_ROWS),
    withProposalAndDeal(db.select({ total: count() }).from(v).$dynamic()).where(where),
  ]);
  return {
    id: "proposals",
    label: "Proposals awaiting an answer",
    empty: "No proposals waiting for the client.",
    total: counted?.total ?? 0,
    rows: rows.map(({ totalMinor, currency, sentAt, viewedAt, ...row }) => ({
      ...row,
      total: formatMinor(totalMinor, currency),
      sentAt: sentAt?.toISOString() ?? "",
      viewedAt: viewedAt?.toISOString() ?? null,
    })),
  };
}

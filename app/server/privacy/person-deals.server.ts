import { eq, inArray, sql } from "drizzle-orm";
import { formatDealReference } from "~/lib/deals";
import { minorToDecimal } from "~/lib/money";
import type { Db } from "../db/client.server";
import { clients, dealStages, deals } from "../db/schema.server";
import { ANONYMISED_NAME } from "../leads/erased.server";

// A deal names its contact (record 114): their name and address, copied from the lead or typed
// in. They are the person's data: found by the address, exported, and erased with the rest.
// The deal itself (its company, value and stage) is the firm's and stays.

export type PersonDeal = { id: string };

export async function findPersonDeals(db: Db, address: string): Promise<PersonDeal[]> {
  return db
    .select({ id: deals.id })
    .from(deals)
    .where(sql`lower(${deals.contactEmail}) = ${address}`);
}

/** Whether the address became a client (a won deal). */
export async function isClient(db: Db, address: string): Promise<boolean> {
  const [row] = await db
    .select({ email: clients.email })
    .from(clients)
    .where(eq(clients.email, address));
  return Boolean(row);
}

/** The deals as the export shows them: what the firm recorded about the person's business. */
export async function exportedDeals(db: Db, found: PersonDeal[]) {
  if (found.length === 0) return [];
  const rows = await db
    .select({ deal: deals, stage: dealStages.name })
    .from(deals)
    .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
    .where(
      inArray(
        deals.id,
        found.map((d) => d.id),
      ),
    );
  return rows.map(({ deal, stage }) => ({
    reference: formatDealReference(deal.reference),
    title: deal.title,
    company: deal.company,
    contactName: deal.contactName,
    contactEmail: deal.contactEmail,
    value: minorToDecimal(deal.valueMinor, deal.currency.trim()),
    currency: deal.currency.trim(),
    stage,
    expectedCloseOn: deal.expectedCloseOn,
    wonAt: deal.wonAt?.toISOString() ?? null,
    lostReason: deal.lostReason,
    source: deal.source,
    createdAt: deal.createdAt.toISOString(),
  }));
}

/** Takes the contact off their deals and off the client list, in the erasure's transaction. */
export async function anonymiseDeals(tx: Db, found: PersonDeal[], address: string) {
  if (found.length > 0) {
    await tx
      .update(deals)
      .set({ contactName: ANONYMISED_NAME, contactEmail: null, updatedAt: sql`now()` })
      .where(
        inArray(
          deals.id,
          found.map((d) => d.id),
        ),
      );
  }
  await tx.delete(clients).where(eq(clients.email, address));
}

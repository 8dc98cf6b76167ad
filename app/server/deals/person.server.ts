import { desc, eq, sql } from "drizzle-orm";
import { formatDealReference } from "~/lib/deals";
import { formatMoney } from "~/lib/money";
import type { Db } from "../db/client.server";
import { clients, dealStages, deals } from "../db/schema.server";

/** On the people view: whether the address is a client (since when), and its deals (record 114). */
export async function personDeals(db: Db, email: string) {
  const address = email.trim().toLowerCase();
  const [[client], rows] = await Promise.all([
    db.select({ since: clients.becameClientAt }).from(clients).where(eq(clients.email, address)),
    db
      .select({
        id: deals.id,
        reference: deals.reference,
        title: deals.title,
        stage: dealStages.name,
        valueMinor: deals.valueMinor,
        currency: deals.currency,
      })
      .from(deals)
      .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
      .where(sql`lower(${deals.contactEmail}) = ${address}`)
      .orderBy(desc(deals.createdAt))
      .limit(100),
  ]);
  return {
    clientSince: client?.since.toISOString() ?? null,
    deals: rows.map((row) => ({
      id: row.id,
      reference: formatDealReference(row.reference),
      title: row.title,
      stage: row.stage,
      value: formatMoney(row.valueMinor, row.currency.trim()),
    })),
  };
}

export type PersonDeals = Awaited<ReturnType<typeof personDeals>>;

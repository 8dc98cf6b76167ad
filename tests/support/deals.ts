import { eq } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { dealStages, deals } from "~/server/db/schema.server";

type DealValues = Omit<typeof deals.$inferInsert, "stageId" | "probability">;

/** A deal with `values` at the Qualified stage (probability 20); its row, or it throws. */
export async function addQualifiedDeal(db: Db, values: DealValues) {
  const [stage] = await db.select().from(dealStages).where(eq(dealStages.name, "Qualified"));
  const [deal] = await db
    .insert(deals)
    .values({ ...values, stageId: stage?.id ?? "", probability: 20 })
    .returning();
  if (!deal) throw new Error(`no deal ${values.title}`);
  return deal;
}

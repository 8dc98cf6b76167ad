import { asc, eq, sql } from "drizzle-orm";
import type { DealOutcome } from "~/lib/deals";
import type { Db } from "../db/client.server";
import { dealStages, users } from "../db/schema.server";

export type DealStage = {
  id: string;
  name: string;
  position: number;
  probability: number;
  outcome: DealOutcome;
};

/** Open stages first, then Won, then Lost, whatever their positions. */
export const boardOrder = sql`case ${dealStages.outcome} when 'open' then 0 when 'won' then 1 else 2 end`;

/** Every stage in board order: the open ones as admins arranged them, then Won, then Lost. */
export async function listStages(db: Db): Promise<DealStage[]> {
  return db
    .select({
      id: dealStages.id,
      name: dealStages.name,
      position: dealStages.position,
      probability: dealStages.probability,
      outcome: dealStages.outcome,
    })
    .from(dealStages)
    .orderBy(boardOrder, asc(dealStages.position), asc(dealStages.name));
}

export async function stageById(db: Db, id: string): Promise<DealStage | null> {
  const [stage] = await db.select().from(dealStages).where(eq(dealStages.id, id));
  return stage ?? null;
}

/** Who may own a deal: the admins (the only role with the deals area). */
export async function dealOwners(db: Db): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.name));
  return rows.map((row) => ({ id: row.id, name: row.name || row.email }));
}

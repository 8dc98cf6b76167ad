import { eq } from "drizzle-orm";
import { leadTables } from "../dashboard/lead-tables.server";
import type { Db } from "../db/client.server";
import { ANONYMISED_EMAIL } from "../privacy/anonymise.server";
import type { ReplyTarget } from "./token.server";

/**
 * Whether a record still takes answers: it exists and its person was not erased or anonymised
 * (record 093). An erased person's reply addresses are revoked this way, with no list of revoked
 * tokens to keep: the record itself says so. `lock` holds the record's row for the filing
 * transaction, as lockLead does.
 */
export async function takesAnswers(db: Db, target: ReplyTarget, lock = false): Promise<boolean> {
  const { table } = leadTables[target.kind];
  const query = db.select({ email: table.email }).from(table).where(eq(table.id, target.id));
  const [row] = (await (lock ? query.for("update") : query)) as { email: string }[];
  return Boolean(row && row.email !== ANONYMISED_EMAIL);
}

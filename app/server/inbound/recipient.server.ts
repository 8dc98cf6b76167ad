import { eq } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { ANONYMISED_EMAIL } from "../leads/erased.server";
import { leadTables } from "../leads/lead-tables.server";
import type { ReplyTarget } from "../mail/reply-address.server";

/**
 * Whether a record takes answers (record 093): "open"; "erased" when its person was erased or
 * anonymised, which revokes its reply addresses with no list of revoked tokens to keep (the
 * record itself says so); "gone" when there is no such record. `lock` holds the record's row for
 * the filing transaction, as lockLead does.
 */
export async function replyState(
  db: Db,
  target: ReplyTarget,
  lock = false,
): Promise<"open" | "erased" | "gone"> {
  const { table } = leadTables[target.kind];
  const query = db.select({ email: table.email }).from(table).where(eq(table.id, target.id));
  const [row] = (await (lock ? query.for("update") : query)) as { email: string }[];
  if (!row) return "gone";
  return row.email === ANONYMISED_EMAIL ? "erased" : "open";
}

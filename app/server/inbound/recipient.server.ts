import { eq } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { ANONYMISED_EMAIL } from "../leads/erased.server";
import { leadTables } from "../leads/lead-tables.server";
import {
  looksLikeReplyAddress,
  type ReplyTarget,
  readReplyAddress,
} from "../mail/reply-address.server";
import { looksLikeBounceAddress, readBounceAddress } from "../newsletter/bounce-address.server";
import { bounceRecipient } from "../newsletter/bounces.server";

/**
 * What a message's addresses name, each read by `read` (null for an address not ours or not
 * validly signed), told apart by `key`: the first five distinct ones.
 */
export function distinctAddressees<Named>(
  addresses: string[],
  read: (address: string) => Named | null,
  key: (named: Named) => string,
): Named[] {
  const found = new Map<string, Named>();
  for (const address of addresses) {
    const named = read(address);
    if (named) found.set(key(named), named);
  }
  return [...found.values()].slice(0, 5);
}

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

/** The listener's answer to one RCPT: accepted, unknown here (ours in shape), or not ours. */
export type RecipientAnswer = "accept" | "unknown" | "relay";

export const recipientRefusals = {
  unknown: "No such recipient",
  relay: "Relaying denied",
} as const satisfies Record<Exclude<RecipientAnswer, "accept">, string>;

/**
 * Whether the listener takes mail for `address` (records 075, 093, 112). A reply address with a
 * valid signature is taken unless its person was erased (a record that is gone is refused at the
 * end of DATA and kept under Refused mail); a return path with a valid signature only when its
 * subscriber exists and was not erased. The same answer for a forged token as for a revoked one.
 */
export async function recipientAnswer(db: Db, address: string): Promise<RecipientAnswer> {
  const token = readBounceAddress(address);
  if (token) return (await bounceRecipient(db, token)).state === "open" ? "accept" : "unknown";
  const target = readReplyAddress(address);
  if (target) return (await replyState(db, target)) === "erased" ? "unknown" : "accept";
  const ours = looksLikeReplyAddress(address) || looksLikeBounceAddress(address);
  return ours ? "unknown" : "relay";
}

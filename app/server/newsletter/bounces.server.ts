import { and, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { type BounceKind, newsletterBounces, newsletterSubscriptions } from "../db/schema.server";
import { isErasedAddress } from "../leads/erased.server";
import { uuidOfHex } from "../signing/signed-address.server";
import type { BounceToken } from "./bounce-address.server";

/** Whether a return path's subscriber takes reports: as a record's reply address (record 093). */
export type BounceRecipient =
  | { state: "open"; subscriberId: string }
  | { state: "erased" | "gone"; subscriberId: null };

const gone: BounceRecipient = { state: "gone", subscriberId: null };

/**
 * The subscriber a verified return path names, found by its id's first 64 bits (a range of the
 * primary key; two matches, which random ids all but never give, name nobody). "erased" once the
 * person was erased: their return paths are refused from then on, with no list of revoked
 * tokens to keep (record 112).
 */
export async function bounceRecipient(
  db: Db,
  token: BounceToken,
  lock = false,
): Promise<BounceRecipient> {
  const { id, email } = newsletterSubscriptions;
  const query = db
    .select({ id, email })
    .from(newsletterSubscriptions)
    .where(
      and(
        gte(id, uuidOfHex(`${token.subscriberPrefix}${"0".repeat(16)}`)),
        lte(id, uuidOfHex(`${token.subscriberPrefix}${"f".repeat(16)}`)),
      ),
    )
    .limit(2);
  const rows = await (lock ? query.for("update") : query);
  const [row] = rows;
  if (!row || rows.length > 1) return gone;
  if (isErasedAddress(row.email)) return { state: "erased", subscriberId: null };
  return { state: "open", subscriberId: row.id };
}

/**
 * Why mail stopped, as staff read it after "Mail stopped:": "hard bounce (5.1.1)", "3 soft
 * bounces (last 4.2.2)", "complaint (abuse)". Codes only: what the server said, which quotes
 * the address, stays in the bounce report.
 */
const reasonOf = (kind: BounceKind, status: string, count: SQL) => {
  switch (kind) {
    case "hard":
      return sql`${`hard bounce (${status})`}`;
    case "soft":
      return sql`(${count})::text || ${` soft bounces (last ${status})`}`;
    case "complaint":
      return sql`${`complaint (${status})`}`;
  }
};

/** What a recorded report did: counted (not a repeat for the same issue), and mail stopped. */
export type BounceOutcome = { subscriberId: string; counted: boolean; suppressed: boolean };

/**
 * Records one report about a subscriber's mail and applies it, in one transaction holding the
 * subscription's row (record 112): a hard bounce or a complaint stops newsletter mail at once;
 * a soft bounce adds one to the count (one per issue: a "delayed" report and the "failed" one
 * for the same mail count once), and mail stops when it reaches NEWSLETTER_SOFT_BOUNCE_LIMIT.
 * The count and the stop are one UPDATE, so reports filed side by side cannot both miss it.
 * Mail that stopped stays stopped; the first reason is kept.
 */
export async function recordBounce(
  db: Db,
  input: { token: BounceToken; kind: BounceKind; status: string; diagnostic: string },
  now = new Date(),
): Promise<BounceOutcome | null> {
  const limit = config().NEWSLETTER_SOFT_BOUNCE_LIMIT;
  return db.transaction(async (tx) => {
    const recipient = await bounceRecipient(tx, input.token, true);
    if (recipient.state !== "open") return null;
    const { subscriberId } = recipient;
    const [inserted] = await tx
      .insert(newsletterBounces)
      .values({
        subscriberId,
        issueId: input.token.issueId,
        kind: input.kind,
        diagnostic: input.diagnostic.slice(0, 300),
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: newsletterBounces.id });
    if (!inserted) return { subscriberId, counted: false, suppressed: false };
    const s = newsletterSubscriptions;
    const count = input.kind === "soft" ? sql`${s.softBounceCount} + 1` : sql`${s.softBounceCount}`;
    const stops = input.kind === "soft" ? sql`${count} >= ${limit}` : sql`true`;
    const reason = reasonOf(input.kind, input.status.slice(0, 40), count);
    const [row] = await tx
      .update(s)
      .set({
        softBounceCount: sql`${count}`,
        suppressedAt: sql`case when ${s.suppressedAt} is null and ${stops} then ${now.toISOString()}::timestamptz else ${s.suppressedAt} end`,
        suppressedReason: sql`case when ${s.suppressedAt} is null and ${stops} then ${reason} else ${s.suppressedReason} end`,
      })
      .where(eq(s.id, subscriberId))
      .returning({ suppressedAt: s.suppressedAt });
    return {
      subscriberId,
      counted: true,
      suppressed: row?.suppressedAt?.getTime() === now.getTime(),
    };
  });
}

import { config } from "../config.server";
import type { Db } from "../db/client.server";
import type { BounceKind } from "../db/schema.server";
import { type BounceToken, readBounceAddress } from "../newsletter/bounce-address.server";
import { type BounceOutcome, bounceRecipient, recordBounce } from "../newsletter/bounces.server";
import { takeRecordAllowance } from "./limits.server";
import type { Inbound } from "./parse.server";
import { distinctAddressees } from "./recipient.server";

/** The newsletter return paths a message is addressed to (valid signatures, distinct, ≤ 5). */
export function bounceTokensOf(addresses: string[]): BounceToken[] {
  return distinctAddressees(
    addresses,
    (address) => readBounceAddress(address),
    (token) => `${token.subscriberPrefix}:${token.issueId}`,
  );
}

export type ReportFiled =
  | { bounced: (BounceOutcome & { kind: BounceKind })[] }
  /** `keepDetails` false: an erased person's report keeps only the reason, as answers do. */
  | { refused: string; keepDetails: boolean };

/**
 * Files a message that came to newsletter return paths (record 112): it must be a delivery or
 * feedback report, to a subscriber who exists and was not erased, within the subscriber's daily
 * count of received mail (record 092); each report is then recorded and applied (bounces.server).
 * Anything else is refused and kept under Refused mail like a stray answer.
 */
export async function fileReport(
  db: Db,
  mail: Inbound,
  tokens: BounceToken[],
): Promise<ReportFiled> {
  let erased = false;
  const live: { token: BounceToken; subscriberId: string }[] = [];
  for (const token of tokens) {
    const recipient = await bounceRecipient(db, token);
    if (recipient.state === "open") live.push({ token, subscriberId: recipient.subscriberId });
    else if (recipient.state === "erased") erased = true;
  }
  // An erased person's mail is not kept, not even here: only the reason and the address.
  if (live.length === 0)
    return erased
      ? { refused: "bounce address revoked", keepDetails: false }
      : { refused: "record not found", keepDetails: true };
  const report = mail.report;
  if (!report) return { refused: "not a delivery report", keepDetails: true };
  const open: BounceToken[] = [];
  for (const { token, subscriberId } of live)
    if (await takeRecordAllowance(db, { kind: "subscriptions", id: subscriberId }))
      open.push(token);
  if (open.length === 0) {
    const limit = config().INBOUND_RECORD_DAILY_MESSAGES;
    return { refused: `record limit: ${limit} messages a day`, keepDetails: true };
  }
  const bounced: (BounceOutcome & { kind: BounceKind })[] = [];
  for (const token of open) {
    // Null when the person was erased since the check above.
    const outcome = await recordBounce(db, { token, ...report });
    if (outcome) bounced.push({ ...outcome, kind: report.kind });
  }
  if (bounced.length > 0) return { bounced };
  return { refused: "bounce address revoked", keepDetails: false };
}

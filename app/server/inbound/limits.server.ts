import { hitRateLimit } from "../abuse/rate-limit.server";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import type { ReplyTarget } from "../mail/reply-address.server";

const DAY = 86_400;

const senderKey = (sender: string | null) => `inbound:sender:${sender ?? "unknown"}`;
const recordKey = (target: ReplyTarget) => `inbound:record:${target.kind}:${target.id}`;

/**
 * Counts one message against its sender and each record it answers, a day at a time (record
 * 092). Each counter is consumed in one upsert (hitRateLimit), so instances agree. Returns the
 * records still open to it, or why it is refused: the sender is over their limit, or every
 * record it names is over its own.
 */
export async function takeMessageAllowance(
  db: Db,
  sender: string | null,
  targets: ReplyTarget[],
): Promise<{ targets: ReplyTarget[] } | { refused: string }> {
  const { INBOUND_SENDER_DAILY_MESSAGES, INBOUND_RECORD_DAILY_MESSAGES } = config();
  const bySender = await hitRateLimit(db, senderKey(sender), {
    limit: INBOUND_SENDER_DAILY_MESSAGES,
    windowSeconds: DAY,
  });
  if (!bySender.allowed)
    return { refused: `sender limit: ${INBOUND_SENDER_DAILY_MESSAGES} messages a day` };
  const open: ReplyTarget[] = [];
  for (const target of targets) if (await takeRecordAllowance(db, target)) open.push(target);
  if (open.length === 0)
    return { refused: `record limit: ${INBOUND_RECORD_DAILY_MESSAGES} messages a day` };
  return { targets: open };
}

/**
 * Counts one message against the record it is about, a day at a time; false past the record's
 * daily limit. Delivery reports count here alone (record 112): they come from the few mail
 * servers of everyone's mailboxes, whose one sender address would pass any per-sender limit
 * within a single issue, and each names one signed subscriber.
 */
export async function takeRecordAllowance(db: Db, target: ReplyTarget): Promise<boolean> {
  const rule = { limit: config().INBOUND_RECORD_DAILY_MESSAGES, windowSeconds: DAY };
  return (await hitRateLimit(db, recordKey(target), rule)).allowed;
}

/**
 * Takes `bytes` of attachment from the day's allowance of the sender and of each record; false
 * when any of them is past INBOUND_DAILY_ATTACHMENT_BYTES (the file is then left out). The bytes
 * count even then: a refused file still cost the receiving.
 */
export async function takeAttachmentBytes(
  db: Db,
  sender: string | null,
  targets: ReplyTarget[],
  bytes: number,
): Promise<boolean> {
  const rule = { limit: config().INBOUND_DAILY_ATTACHMENT_BYTES, windowSeconds: DAY };
  const now = new Date();
  let allowed = true;
  for (const key of [`${senderKey(sender)}:bytes`, ...targets.map((t) => `${recordKey(t)}:bytes`)])
    if (!(await hitRateLimit(db, key, rule, now, bytes)).allowed) allowed = false;
  return allowed;
}

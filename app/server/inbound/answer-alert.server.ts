import { and, eq, sql } from "drizzle-orm";
import { leadKinds } from "~/lib/lead-kinds";
import { formatReference } from "~/lib/references";
import { recordPath } from "~/lib/workspace";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { users } from "../db/schema.server";
import { leadTables } from "../leads/lead-tables.server";
import { enqueueNotice } from "../mail/outbox.server";
import type { ReplyTarget } from "../mail/reply-address.server";
import { escapeHtml, headerSafe } from "../mail/templates.server";
import { hasSecondFactor } from "../notifications/alerts.server";
import { modesForEvent } from "../notifications/preferences.server";
import type { Inbound } from "./parse.server";

/**
 * Tells the record's owner that an answer came in, through the outbox in the filing
 * transaction. It names who answered and links the record; the answer's words stay in the
 * product. Unassigned records, banned owners and owners without a second factor get nothing
 * (record 068); the record still shows "Awaiting our answer".
 */
export async function queueAnswerAlert(tx: Db, target: ReplyTarget, mail: Inbound) {
  const { table } = leadTables[target.kind];
  const [lead] = (await tx
    .select({ ownerId: table.ownerId, reference: table.reference })
    .from(table)
    .where(eq(table.id, target.id))) as { ownerId: string | null; reference: number }[];
  if (!lead?.ownerId) return;
  const [owner] = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, lead.ownerId), sql`${users.banned} is not true`, hasSecondFactor));
  if (!owner) return;
  // Only if they hear of answers at once; else the hourly summary or the digest (record 083).
  if ((await modesForEvent(tx, [lead.ownerId], "answer")).get(lead.ownerId) !== "instant") return;
  const who = mail.fromName ?? mail.fromAddress ?? "the sender";
  const reference = formatReference(target.kind, lead.reference);
  const link = `${config().PUBLIC_URL}${recordPath(target.kind, target.id)}`;
  const noun = leadKinds[target.kind].noun;
  await enqueueNotice(tx, {
    kind: "answer",
    to: owner.email,
    subject: headerSafe(`Reply from ${who} (${reference})`),
    text: `${who} answered about ${noun} you own, ${reference}.\n\nRead it and answer: ${link}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1f2933"><p>${escapeHtml(who)} answered about ${escapeHtml(noun)} you own, ${escapeHtml(reference)}.</p><p><a href="${escapeHtml(link)}">Read it and answer</a></p></body></html>`,
    lead: { kind: target.kind, id: target.id },
  });
}

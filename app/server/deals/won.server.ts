import { eq, sql } from "drizzle-orm";
import { dealPath, formatDealReference } from "~/lib/deals";
import { formatMoney } from "~/lib/money";
import { recordAudit } from "../audit/audit.server";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { clients, dealStages, deals, users } from "../db/schema.server";
import { enqueueNotice } from "../mail/outbox.server";
import { noteOnLead } from "./deal-lead.server";
import { dealWonNotice } from "./deal-mail.server";
import { queueDealWonWebhook } from "./deal-webhook.server";

export type WinActor = {
  /** The staff member who won it, or null (a client accepting a proposal, the system). */
  userId: string | null;
  ip?: string | null;
  /** Who acted, in words, when no account did: "Jane Doe accepted proposal v2". */
  label?: string;
};

/**
 * Wins a deal (record 114), in the caller's transaction: moves it to the Won stage, stamps
 * won_at and closed_at, writes the audit row and the lead's timeline entry, marks its contact a
 * client, and queues the firm's notice (the owner, else every admin) and the `deal.won` webhook. Winning a won deal does
 * nothing: the row lock and the won_at test make two acceptances one win.
 */
export async function winDeal(
  tx: Db,
  input: { dealId: string; actor: WinActor; proposalVersionId?: string | null },
): Promise<void> {
  const [deal] = await tx.select().from(deals).where(eq(deals.id, input.dealId)).for("update");
  if (!deal) throw new Error(`No deal ${input.dealId}`);
  if (deal.wonAt) return;
  const [won] = await tx
    .select({ id: dealStages.id })
    .from(dealStages)
    .where(eq(dealStages.outcome, "won"));
  if (!won) throw new Error("No Won stage");
  const [updated] = await tx
    .update(deals)
    .set({
      stageId: won.id,
      probability: 100,
      lostReason: null,
      wonAt: sql`now()`,
      closedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(deals.id, deal.id))
    .returning({ wonAt: deals.wonAt });
  const wonAt = updated?.wonAt ?? new Date();
  const actor = input.actor.userId ? await accountOf(tx, input.actor.userId) : null;
  await recordAudit(tx, {
    action: "deal-won",
    actor,
    subject: { kind: "deal", id: deal.id },
    detail: {
      fromStage: deal.stageId,
      valueMinor: deal.valueMinor.toString(),
      currency: deal.currency,
      ...(input.proposalVersionId ? { proposalVersionId: input.proposalVersionId } : {}),
      ...(input.actor.label ? { by: input.actor.label } : {}),
    },
    ip: input.actor.ip ?? null,
  });
  if (deal.contactEmail) {
    await tx
      .insert(clients)
      .values({
        email: deal.contactEmail.trim().toLowerCase(),
        name: deal.contactName,
        company: deal.company,
        firstDealId: deal.id,
      })
      .onConflictDoNothing();
  }
  await noteOnLead(tx, deal, "won", actor, input.actor.label);
  const url = new URL(dealPath(deal.id), config().PUBLIC_URL).href;
  const lead = deal.leadKind && deal.leadId ? { kind: deal.leadKind, id: deal.leadId } : null;
  const value = formatMoney(deal.valueMinor, deal.currency);
  const by = actor ? `Marked won by ${actor.email}.` : (input.actor.label ?? "");
  const notice = dealWonNotice({ title: deal.title, company: deal.company, value, by, url });
  for (const to of await firmRecipients(tx, deal.ownerId)) {
    // About a lead, it is answered to the contact, as the lead's own notices are (record 099).
    await enqueueNotice(tx, {
      kind: "deal-won",
      to,
      ...notice,
      ...(lead ? { lead } : {}),
      ...(deal.contactEmail ? { replyTo: deal.contactEmail } : {}),
    });
  }
  await queueDealWonWebhook(tx, {
    id: deal.id,
    reference: formatDealReference(deal.reference),
    title: deal.title,
    company: deal.company,
    valueMinor: deal.valueMinor.toString(),
    currency: deal.currency,
    wonAt: wonAt.toISOString(),
    source: deal.source,
    url,
    lead,
  });
}

async function accountOf(tx: Db, userId: string) {
  const [user] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

/** The deal's owner when it has one who is still staff, else every admin. */
async function firmRecipients(tx: Db, ownerId: string | null): Promise<string[]> {
  const admins = sql`${users.role} = 'admin' and coalesce(${users.banned}, false) = false`;
  if (ownerId) {
    const [owner] = await tx
      .select({ email: users.email })
      .from(users)
      .where(sql`${users.id} = ${ownerId} and ${admins}`);
    if (owner) return [owner.email];
  }
  const rows = await tx.select({ email: users.email }).from(users).where(admins);
  return rows.map((row) => row.email);
}

import { randomUUID } from "node:crypto";
import type { LeadSource } from "~/lib/lead-source";
import { formatMoney } from "~/lib/money";
import type { Db } from "../db/client.server";
import { webhookDeliveries } from "../db/schema.server";
import { endpointsFor, slackEscape } from "../webhooks/events.server";

/** What a `deal.won` event says: the deal's substance, never more of the contact than needed. */
export type WonDealEvent = {
  id: string;
  reference: string;
  title: string;
  company: string | null;
  valueMinor: string;
  currency: string;
  wonAt: string;
  source: LeadSource | null;
  url: string;
  lead: { kind: string; id: string } | null;
};

function body(format: string, id: string, deal: WonDealEvent): string {
  if (format === "slack") {
    const value = formatMoney(deal.valueMinor, deal.currency);
    const company = deal.company ? ` (${slackEscape(deal.company)})` : "";
    return JSON.stringify({
      text: `Deal won: ${slackEscape(deal.title)}${company}, ${value} <${deal.url}|Open>`,
    });
  }
  const { lead, ...substance } = deal;
  return JSON.stringify({
    id,
    type: "deal.won",
    occurredAt: deal.wonAt,
    deal: { ...substance, lead },
  });
}

/**
 * Queues `deal.won` for every endpoint that wants it, in the caller's transaction: the event
 * exists only if the win does, and the webhook worker sends it later (as lead events).
 */
export async function queueDealWonWebhook(tx: Db, deal: WonDealEvent): Promise<void> {
  const endpoints = await endpointsFor(tx, "deal.won");
  if (endpoints.length === 0) return;
  await tx.insert(webhookDeliveries).values(
    endpoints.map((endpoint) => {
      const id = randomUUID();
      return {
        id,
        endpointId: endpoint.id,
        event: "deal.won",
        leadKind: deal.lead?.kind ?? null,
        leadId: deal.lead?.id ?? null,
        body: body(endpoint.format, id, deal),
      };
    }),
  );
}

import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { LeadSource } from "~/lib/dashboard";
import { type LeadKind, leadKinds } from "~/lib/lead-kinds";
import { formatReference } from "~/lib/references";
import type { WebhookEvent } from "~/lib/webhooks";
import { recordPath } from "~/lib/workspace";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { webhookDeliveries, webhookEndpoints } from "../db/schema.server";
import { leadTables } from "../leads/lead-tables.server";
import { leadForMail } from "../leads/lead-values.server";

export type EventData = Record<string, string | null>;

type LeadRow = {
  id: string;
  reference: number;
  name: string;
  email: string;
  status: string;
  source: LeadSource | null;
  /** What the person filled in, as staff read it: sent with lead.created and lead.replied. */
  details?: [string, string][];
};

/** How much of a lead's own words a Slack message quotes: one readable line, not the essay. */
const SLACK_DETAIL_CHARS = 280;

/** The JSON body of an event, or the Slack incoming-webhook message for a Slack endpoint. */
export function eventBody(
  format: string,
  id: string,
  event: WebhookEvent,
  kind: LeadKind,
  lead: LeadRow,
  data: EventData,
  occurredAt: string,
): string {
  const reference = formatReference(kind, lead.reference);
  const url = new URL(recordPath(kind, lead.id), config().PUBLIC_URL).href;
  if (format === "slack") {
    const what = slackHeadline(event, kind, data);
    const details =
      event === "lead.replied"
        ? (data.text ?? "")
        : (lead.details ?? []).map(([label, value]) => `${label}: ${value}`).join(" · ");
    const said = details ? ` — ${slackEscape(clip(details, SLACK_DETAIL_CHARS))}` : "";
    return JSON.stringify({
      text: `${what}: ${slackEscape(lead.name)} (${reference})${said} <${url}|Open>`,
    });
  }
  return JSON.stringify({
    id,
    type: event,
    occurredAt,
    lead: {
      kind,
      id: lead.id,
      reference,
      name: lead.name,
      email: lead.email,
      status: lead.status,
      url,
      ...(lead.details && {
        details: Object.fromEntries(lead.details),
        source: lead.source,
      }),
    },
    data,
  });
}

/** What happened, first in a Slack message. */
function slackHeadline(event: WebhookEvent, kind: LeadKind, data: EventData): string {
  switch (event) {
    case "lead.created":
      return `New in ${leadKinds[kind].label}`;
    case "lead.status_changed":
      return `Status ${data.from ?? "?"} → ${data.to ?? "?"}`;
    case "lead.assigned":
      return `Assigned to ${data.ownerName ?? "nobody"}`;
    case "lead.replied":
      return `Answer from ${data.fromName ?? data.from ?? "the sender"}`;
    // Not about a lead: its own body (deals/deal-webhook.server.ts) says so.
    case "deal.won":
      return "Deal won";
    default: {
      const unknown: never = event;
      throw new Error(`No headline for ${String(unknown)}`);
    }
  }
}

const clip = (text: string, chars: number) =>
  text.length <= chars ? text : `${text.slice(0, chars - 1).trimEnd()}…`;

/** Slack reads <, > and & as markup; what a visitor typed must stay text. */
export function slackEscape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The enabled endpoints that asked for `event`, and the format each wants. */
export function endpointsFor(tx: Db, event: WebhookEvent) {
  return tx
    .select({ id: webhookEndpoints.id, format: webhookEndpoints.format })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([event])}::jsonb`,
      ),
    );
}

/**
 * Queues one event about some leads for every endpoint that wants it, in the caller's
 * transaction (so it exists only if the change does). Sending happens later, in the webhook
 * worker: a slow or dead receiver never holds up the visitor or the staff member.
 */
export async function queueWebhookEvent(
  tx: Db,
  event: WebhookEvent,
  kind: LeadKind,
  leadIds: string[],
  data: EventData = {},
) {
  if (leadIds.length === 0) return;
  const endpoints = await endpointsFor(tx, event);
  if (endpoints.length === 0) return;
  const { table } = leadTables[kind];
  const leads = (await tx
    .select({
      id: table.id,
      reference: table.reference,
      name: table.name,
      email: table.email,
      status: table.status,
      source: table.source,
    })
    .from(table)
    .where(inArray(table.id, leadIds))) as LeadRow[];
  // A new lead's event says what the person wants, so a channel can act on it; an answer's
  // event carries the same, so a receiver needs no earlier event to make sense of it.
  if (event === "lead.created" || event === "lead.replied") {
    for (const lead of leads) lead.details = (await leadForMail(tx, kind, lead.id))?.fields ?? [];
  }
  const occurredAt = new Date().toISOString();
  const rows = leads.flatMap((lead) =>
    endpoints.map((endpoint) => {
      const id = randomUUID();
      return {
        id,
        endpointId: endpoint.id,
        event,
        leadKind: kind,
        leadId: lead.id,
        body: eventBody(endpoint.format, id, event, kind, lead, data, occurredAt),
      };
    }),
  );
  if (rows.length > 0) await tx.insert(webhookDeliveries).values(rows);
}

import { randomUUID } from "node:crypto";
import { desc, eq, inArray, sql } from "drizzle-orm";
import { type FormResult, formDone, formRefused } from "~/lib/forms/result";
import { isWebhookEvent, type WebhookEvent, webhookUrlProblem } from "~/lib/webhooks";
import type { SessionUser } from "../auth/session.server";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { webhookDeliveries, webhookEndpoints } from "../db/schema.server";
import { checkWebhookHost } from "./address.server";
import { newWebhookSecret } from "./signature.server";

const RECENT = 8;

export type DeliveryLog = {
  id: string;
  event: string;
  createdAt: string;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  state: "pending" | "delivered" | "failed" | "given up";
};

/** Every endpoint (never its secret) with its latest deliveries, for the settings page. */
export async function listWebhookEndpoints(db: Db = defaultDb()) {
  const endpoints = await db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      events: webhookEndpoints.events,
      format: webhookEndpoints.format,
      enabled: webhookEndpoints.enabled,
      createdAt: webhookEndpoints.createdAt,
    })
    .from(webhookEndpoints)
    .orderBy(desc(webhookEndpoints.createdAt));
  if (endpoints.length === 0) return [];
  const ids = endpoints.map((e) => e.id);
  // The latest few of each endpoint, ranked in the database so a busy endpoint costs no more.
  const recent = await db
    .select()
    .from(
      db
        .select({
          id: webhookDeliveries.id,
          endpointId: webhookDeliveries.endpointId,
          event: webhookDeliveries.event,
          createdAt: webhookDeliveries.createdAt,
          attempts: webhookDeliveries.attempts,
          lastStatus: webhookDeliveries.lastStatus,
          lastError: webhookDeliveries.lastError,
          deliveredAt: webhookDeliveries.deliveredAt,
          abandonedAt: webhookDeliveries.abandonedAt,
          rank: sql<number>`row_number() over (partition by ${webhookDeliveries.endpointId} order by ${webhookDeliveries.seq} desc)`.as(
            "rank",
          ),
        })
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.endpointId, ids))
        .as("recent"),
    )
    .where(sql`rank <= ${RECENT}`);
  return endpoints.map((endpoint) => ({
    ...endpoint,
    createdAt: endpoint.createdAt.toISOString(),
    deliveries: recent
      .filter((r) => r.endpointId === endpoint.id)
      .sort((a, b) => a.rank - b.rank)
      .map(
        (r): DeliveryLog => ({
          id: r.id,
          event: r.event,
          createdAt: r.createdAt.toISOString(),
          attempts: r.attempts,
          lastStatus: r.lastStatus,
          lastError: r.lastError,
          state: r.deliveredAt
            ? "delivered"
            : r.abandonedAt
              ? "given up"
              : r.lastError
                ? "failed"
                : "pending",
        }),
      ),
  }));
}

const refused = (description: string): FormResult =>
  formRefused(
    { title: "Webhook not saved", description, variant: "destructive" },
    { fieldErrors: {} },
  );

/**
 * What is wrong with a webhook URL, or null: its form (shared with the browser), then where its
 * host resolves. Private and local addresses are refused unless WEBHOOK_ALLOW_PRIVATE is set;
 * delivery checks again (the name may resolve differently later).
 */
async function urlProblemOnServer(url: string, allowPrivate: boolean): Promise<string | null> {
  const problem = webhookUrlProblem(url);
  if (problem) return problem;
  const checked = await checkWebhookHost(new URL(url).hostname, { allowPrivate });
  if (checked.ok) return null;
  return checked.permanent
    ? "This URL points to a private or local network address. Webhooks go to public addresses only."
    : "We could not find this URL's host name. Check it and try again.";
}

/**
 * The webhooks page's forms: add (answers with the new secret, shown this once), test (queues
 * a `ping` delivery), enable/disable, and delete.
 */
export async function changeWebhooks(
  viewer: SessionUser,
  values: Record<string, string>,
  db: Db = defaultDb(),
  { allowPrivate = config().WEBHOOK_ALLOW_PRIVATE }: { allowPrivate?: boolean } = {},
): Promise<FormResult & { secret?: string }> {
  const intent = values.intent ?? "add";
  if (intent === "add") {
    const url = (values.url ?? "").trim();
    const urlProblem = await urlProblemOnServer(url, allowPrivate);
    if (urlProblem) return { ...refused(urlProblem), fieldErrors: { url: urlProblem } };
    const events = Object.keys(values)
      .filter((name) => name.startsWith("event:"))
      .map((name) => name.slice("event:".length))
      .filter(isWebhookEvent);
    if (events.length === 0)
      return {
        ...refused("Choose at least one event."),
        fieldErrors: { events: "Choose at least one event." },
      };
    const secret = newWebhookSecret();
    await db.insert(webhookEndpoints).values({
      url,
      secret,
      events: events as WebhookEvent[],
      format: values.format === "slack" ? "slack" : "json",
      createdBy: viewer.id,
    });
    return { ...formDone("Webhook added.", { status: 201 }), secret };
  }
  const id = values.id ?? "";
  const [endpoint] = /^[0-9a-f-]{36}$/i.test(id)
    ? await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id))
    : [];
  if (!endpoint) return refused("This webhook no longer exists.");
  if (intent === "test") {
    const deliveryId = randomUUID();
    const body =
      endpoint.format === "slack"
        ? JSON.stringify({ text: "Test event from Brazos Digital: this webhook works." })
        : JSON.stringify({ id: deliveryId, type: "ping", occurredAt: new Date().toISOString() });
    await db
      .insert(webhookDeliveries)
      .values({ id: deliveryId, endpointId: endpoint.id, event: "ping", body });
    return formDone("Test event queued.");
  }
  if (intent === "toggle") {
    await db
      .update(webhookEndpoints)
      .set({ enabled: !endpoint.enabled })
      .where(eq(webhookEndpoints.id, endpoint.id));
    return formDone({ title: endpoint.enabled ? "Webhook paused." : "Webhook resumed." });
  }
  if (intent === "delete") {
    await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    return formDone("Webhook deleted.");
  }
  return refused("Unknown action.");
}

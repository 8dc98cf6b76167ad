import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, engine } from "../../../tests/support/test-database";
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from "../../../tests/support/webhook-receiver";
import { changeLeadStatus } from "../dashboard/lead-lists.server";
import type { Database } from "../db/client.server";
import { useDatabase } from "../db/index.server";
import { quotes, users, webhookDeliveries, webhookEndpoints } from "../db/schema.server";
import { guardFields, sampleQuote, visitor } from "../intake/testing.server";
import { submitQuote } from "../leads/leads.server";
import { deliverDueWebhooks } from "./delivery.server";
import { changeWebhooks, listWebhookEndpoints } from "./endpoints.server";
import { eventBody } from "./events.server";
import { verifyWebhook } from "./signature.server";

const admin = { id: "wh-admin", email: "admin@example.com", name: "Ada", role: "admin" };

describe(`webhooks (${engine})`, () => {
  let database: Database;
  let receiver: WebhookReceiver;
  let secret = "";
  beforeAll(async () => {
    // The receiver listens on 127.0.0.1: the documented switch for tests and local receivers.
    process.env.WEBHOOK_ALLOW_PRIVATE = "1";
    database = await createTestDatabase();
    useDatabase(database);
    await database.db.insert(users).values({ ...admin, emailVerified: true });
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await database.close();
  });

  const due = () => database.db.execute("update webhook_deliveries set next_attempt_at = now()");

  it("checks the URL when saved, and shows the secret once", async () => {
    const plain = await changeWebhooks(admin, {
      url: "http://hooks.example.com/x",
      "event:lead.created": "on",
    });
    expect(plain).toMatchObject({
      ok: false,
      fieldErrors: { url: expect.stringMatching(/https/) },
    });
    const none = await changeWebhooks(admin, { url: receiver.url });
    expect(none.fieldErrors?.events).toBe("Choose at least one event.");
    const added = await changeWebhooks(admin, {
      url: receiver.url,
      "event:lead.created": "on",
      "event:lead.status_changed": "on",
    });
    expect(added).toMatchObject({ ok: true, status: 201 });
    secret = added.secret ?? "";
    expect(secret).toMatch(/^whsec_/);
    expect(JSON.stringify(await listWebhookEndpoints())).not.toContain(secret);
  });

  it("delivers a lead's events signed and in order, retrying a receiver that fails", async () => {
    await submitQuote({ ...guardFields(), ...sampleQuote }, visitor(), database.db);
    const [lead] = await database.db.select().from(quotes);
    const id = lead?.id ?? "";
    await changeLeadStatus("quotes", id, "Contacted", admin);
    await changeLeadStatus("quotes", id, "Closed", admin);

    receiver.answer = 500;
    expect(await deliverDueWebhooks(database.db)).toEqual({ delivered: 0, failed: 1 });
    const [first] = await database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.event, "lead.created"));
    expect(first).toMatchObject({
      lastStatus: 500,
      lastError: "HTTP 500",
      attempts: 1,
      deliveredAt: null,
    });
    expect(first?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    receiver.answer = 200;
    for (let i = 0; i < 3; i++) {
      await due();
      await deliverDueWebhooks(database.db);
    }
    expect(receiver.received.map((r) => JSON.parse(r.body).type)).toEqual([
      "lead.created",
      "lead.status_changed",
      "lead.status_changed",
    ]);
    expect(receiver.received.map((r) => JSON.parse(r.body).data.to ?? null)).toEqual([
      null,
      "Contacted",
      "Closed",
    ]);
    for (const hook of receiver.received)
      expect(verifyWebhook(secret, hook.body, hook.headers["x-brazos-signature"] ?? "")).toBe(true);
    // A new lead's event says what the person wants; later events stay lean.
    const [created, changed] = receiver.received.map((r) => JSON.parse(r.body));
    expect(created.lead.details).toEqual({
      Company: "Analytical Engines",
      Industry: "Technology",
      "Project Description": "Modernise our billing platform",
    });
    expect(created.lead.reference).toMatch(/^Q-\d+$/);
    expect(changed.lead.details).toBeUndefined();
    expect(
      verifyWebhook(
        secret,
        `${receiver.received[0]?.body} `,
        receiver.received[0]?.headers["x-brazos-signature"] ?? "",
      ),
    ).toBe(false);
  });

  it("sends each delivery once when two workers claim side by side", async () => {
    receiver.received.length = 0;
    for (let i = 0; i < 6; i++)
      await submitQuote(
        { ...guardFields(), ...sampleQuote, email: `p${i}@example.com` },
        visitor(),
        database.db,
      );
    await Promise.all([
      deliverDueWebhooks(database.db, { limit: 4 }),
      deliverDueWebhooks(database.db, { limit: 4 }),
    ]);
    await deliverDueWebhooks(database.db);
    const ids = receiver.received.map((r) => r.headers["x-brazos-delivery"]);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it("says in one Slack line what a new lead wants, escaped and clipped", () => {
    const body = eventBody(
      "slack",
      "evt",
      "lead.created",
      "demos",
      {
        id: "00000000-0000-4000-8000-000000000001",
        reference: 24117,
        name: "Bea <b>",
        email: "bea@example.com",
        status: "New",
        source: null,
        details: [
          ["Product", "Orion Data Lake"],
          ["Message", "x".repeat(400)],
        ],
      },
      {},
      new Date().toISOString(),
    );
    const { text } = JSON.parse(body) as { text: string };
    expect(text).toMatch(
      /^New in Demo Requests: Bea &lt;b&gt; \(D-24117\) — Product: Orion Data Lake · Message: x+… <http/,
    );
    expect(text.length).toBeLessThan(420);
  });

  it("sends a test event in Slack's format to a Slack endpoint", async () => {
    receiver.received.length = 0;
    await changeWebhooks(admin, {
      url: receiver.url,
      "event:lead.assigned": "on",
      format: "slack",
    });
    const [slack] = await database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.format, "slack"));
    expect((await changeWebhooks(admin, { intent: "test", id: slack?.id ?? "" })).toast.title).toBe(
      "Test event queued.",
    );
    await deliverDueWebhooks(database.db);
    expect(JSON.parse(receiver.received[0]?.body ?? "{}")).toEqual({
      text: "Test event from Brazos Digital: this webhook works.",
    });
    const [listed] = (await listWebhookEndpoints()).filter((e) => e.format === "slack");
    expect(listed?.deliveries[0]).toMatchObject({ event: "ping", state: "delivered", attempts: 1 });
  });

  it("refuses a private address when saved and at delivery, with the reason, unless allowed", async () => {
    receiver.received.length = 0;
    const strict = { allowPrivate: false };
    const saved = await changeWebhooks(
      admin,
      { url: receiver.url, "event:lead.created": "on" },
      database.db,
      strict,
    );
    expect(saved).toMatchObject({
      ok: false,
      fieldErrors: { url: expect.stringMatching(/private or local network address/) },
    });
    // One saved while private addresses were allowed (or rebound since): refused when sent.
    const [endpoint] = await database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.format, "json"));
    await changeWebhooks(admin, { intent: "test", id: endpoint?.id ?? "" });
    await due();
    const result = await deliverDueWebhooks(database.db, strict);
    expect(result.delivered).toBe(0);
    const [ping] = await database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint?.id ?? ""))
      .orderBy(desc(webhookDeliveries.seq))
      .limit(1);
    expect(ping?.event).toBe("ping");
    expect(ping?.lastError).toMatch(/^Refused: 127\.0\.0\.1 is a private or local address/);
    // Given up at once: a refused address is not retried.
    expect(ping?.abandonedAt).not.toBeNull();
    expect(receiver.received).toEqual([]);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseForThisFile } from "../../../tests/support/test-database";
import { emailOutbox, webhookDeliveries, webhookEndpoints } from "../db/schema.server";
import { retryNow, systemStatus } from "./system.server";

describe("the System page's figures and retries", () => {
  const database = databaseForThisFile();

  it("shows failing mail and a given-up webhook, and Retry now makes each due at once", async () => {
    const later = new Date(Date.now() + 3_600_000);
    const [mail] = await database.db
      .insert(emailOutbox)
      .values({
        kind: "notice",
        to: "a@example.com",
        subject: "s",
        html: "h",
        text: "t",
        attempts: 4,
        lastError: "connect ECONNREFUSED",
        nextAttemptAt: later,
      })
      .returning({ id: emailOutbox.id });
    const [endpoint] = await database.db
      .insert(webhookEndpoints)
      .values({ url: "https://hooks.example.com/in", secret: "s", events: ["lead.created"] })
      .returning({ id: webhookEndpoints.id });
    const [delivery] = await database.db
      .insert(webhookDeliveries)
      .values({
        endpointId: endpoint?.id ?? "",
        event: "lead.created",
        body: "{}",
        attempts: 12,
        lastStatus: 502,
        abandonedAt: new Date(),
        nextAttemptAt: later,
      })
      .returning({ id: webhookDeliveries.id });

    const status = await systemStatus(database.db);
    expect(status.mail).toMatchObject({ waiting: 1, failing: 1 });
    expect(status.mail.failures[0]).toMatchObject({
      id: mail?.id,
      lastError: "connect ECONNREFUSED",
    });
    expect(status.webhooks[0]).toMatchObject({
      id: delivery?.id,
      lastStatus: 502,
      url: "https://hooks.example.com/in",
    });
    expect(status.webhooks[0]?.abandonedAt).not.toBeNull();

    expect(
      await retryNow({ intent: "retry-webhook", id: delivery?.id ?? "" }, database.db),
    ).toMatchObject({ ok: true });
    const [retried] = await database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, delivery?.id ?? ""));
    expect(retried?.abandonedAt).toBeNull();
    expect(retried?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

    expect(await retryNow({ intent: "retry-mail", id: mail?.id ?? "" }, database.db)).toMatchObject(
      { ok: true },
    );
    const [resent] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, mail?.id ?? ""));
    expect(resent?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("answers 400 to an unknown intent and changes nothing", async () => {
    expect(await retryNow({ intent: "delete", id: "x" }, database.db)).toMatchObject({
      status: 400,
    });
    expect(await retryNow({}, database.db)).toMatchObject({ status: 400 });
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addQualifiedDeal } from "../../../tests/support/deals";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import {
  auditLog,
  clients,
  dealStages,
  deals,
  emailOutbox,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from "../db/schema.server";
import { winDeal } from "./won.server";

describe(`winning a deal (${engine})`, () => {
  const database = ownDatabaseForThisFile(async ({ db }) => {
    await db.insert(users).values([
      { id: "won-admin", email: "won-admin@example.com", name: "Ada", role: "admin" },
      { id: "won-hr", email: "won-hr@example.com", name: "Hal", role: "hr" },
    ]);
    await db.insert(webhookEndpoints).values({
      url: "http://127.0.0.1:9/hook",
      secret: "s",
      events: ["deal.won"],
    });
  });

  it("moves the deal to Won once, with one audit row, one notice, one webhook and a client", async () => {
    const { db } = database;
    const { id: dealId } = await addQualifiedDeal(db, {
      title: "Website rebuild",
      company: "Acme",
      contactName: "Jane Roe",
      contactEmail: "Jane.Roe@Example.com",
      valueMinor: 1234550n,
      currency: "USD",
      source: { landing: "/pricing", utmSource: "newsletter", utmCampaign: "spring" },
    });
    const actor = { userId: null, label: "Jane Roe accepted proposal v1" };
    await db.transaction((tx) => winDeal(tx, { dealId, actor, proposalVersionId: null }));
    await db.transaction((tx) => winDeal(tx, { dealId, actor }));

    const [won] = await db.select().from(deals).where(eq(deals.id, dealId));
    const [wonStage] = await db.select().from(dealStages).where(eq(dealStages.outcome, "won"));
    expect(won?.stageId).toBe(wonStage?.id);
    expect(won?.probability).toBe(100);
    expect(won?.wonAt).toBeInstanceOf(Date);
    expect(won?.closedAt).toEqual(won?.wonAt);

    const audits = await db.select().from(auditLog).where(eq(auditLog.subjectId, dealId));
    expect(audits.map((a) => a.action)).toEqual(["deal-won"]);
    expect(audits[0]?.detail).toMatchObject({ by: "Jane Roe accepted proposal v1" });

    const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "deal-won"));
    expect(mail.map((m) => m.to)).toEqual(["won-admin@example.com"]);
    expect(mail[0]?.subject).toBe("Deal won: Website rebuild (Acme), $12,345.50");
    expect(mail[0]?.replyTo).toBe("Jane.Roe@Example.com");

    const hooks = await db.select().from(webhookDeliveries);
    expect(hooks).toHaveLength(1);
    const body = JSON.parse(hooks[0]?.body ?? "{}");
    expect(body).toMatchObject({
      type: "deal.won",
      deal: {
        id: dealId,
        title: "Website rebuild",
        company: "Acme",
        valueMinor: "1234550",
        currency: "USD",
        source: { utmCampaign: "spring" },
      },
    });
    expect(body.deal.wonAt).toBe(won?.wonAt?.toISOString());

    const marked = await db.select().from(clients);
    expect(marked).toEqual([
      expect.objectContaining({ email: "jane.roe@example.com", firstDealId: dealId }),
    ]);
  });
});

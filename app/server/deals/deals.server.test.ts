import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import {
  auditLog,
  clients,
  dealStages,
  deals,
  demoRequests,
  emailOutbox,
  leadEvents,
  users,
} from "../db/schema.server";
import { erasePersonData } from "../privacy/erasure.server";
import { findPersonData } from "../privacy/person-data.server";
import { leadTimeline } from "../workspace/timeline.server";
import { loadBoard } from "./board.server";
import { createDeal, moveDeal, updateDeal } from "./edit.server";
import { loadForecast, weightedTotal } from "./forecast.server";
import { dealFilters, listDeals } from "./list.server";
import { openDealFromLead } from "./open.server";
import { changeStages } from "./stage-settings.server";
import { listStages } from "./stages.server";

const admin = { id: "deal-admin", email: "deal-admin@example.com" };
const other = { id: "deal-other", email: "deal-other@example.com" };

describe(`deals (${engine})`, () => {
  let stage: Record<string, string>;
  const database = ownDatabaseForThisFile(async ({ db }) => {
    await db.insert(users).values([
      { ...admin, name: "Ada", role: "admin" },
      { ...other, name: "Otto", role: "admin" },
    ]);
    stage = Object.fromEntries((await listStages(db)).map((s) => [s.name, s.id]));
  });

  const form = (values: Record<string, string>) => ({
    title: "Rebuild",
    value: "1,234.50",
    currency: "USD",
    stageId: stage.Qualified ?? "",
    probability: "20",
    ...values,
  });

  it("opens a deal from a demo request in one click: contact, company, source, timeline", async () => {
    const { db } = database;
    const [lead] = await db
      .insert(demoRequests)
      .values({
        name: "Jane Roe",
        email: "Jane@Acme.example",
        company: "Acme",
        source: { landing: "/pricing", utmSource: "newsletter", utmCampaign: "spring" },
      })
      .returning();
    const leadId = lead?.id ?? "";
    const first = await openDealFromLead(db, admin, "demos", leadId, null);
    const again = await openDealFromLead(db, admin, "demos", leadId, null);
    expect(again).toEqual(first);
    const [deal] = await db
      .select()
      .from(deals)
      .where(eq(deals.id, first?.dealId ?? ""));
    expect(deal).toMatchObject({
      title: "Acme",
      company: "Acme",
      contactName: "Jane Roe",
      contactEmail: "Jane@Acme.example",
      leadKind: "demos",
      leadId,
      stageId: stage.Qualified,
      probability: 20,
      ownerId: admin.id,
      source: { landing: "/pricing", utmCampaign: "spring" },
    });
    const timeline = await leadTimeline("demos", leadId, db);
    expect(timeline).toContainEqual(
      expect.objectContaining({ type: "deal", action: "opened", title: "Acme" }),
    );
    expect(
      await openDealFromLead(db, admin, "demos", "00000000-0000-4000-8000-000000000000", null),
    ).toBeNull();
  });

  it("saves exact money and refuses bad input, changing nothing", async () => {
    const { db } = database;
    const saved = await createDeal(db, admin, form({ value: "9,007,199,254,740.99" }), null);
    expect(saved.ok).toBe(true);
    const [deal] = await db
      .select()
      .from(deals)
      .where(eq(deals.id, saved.dealId ?? ""));
    expect(deal?.valueMinor).toBe(900719925474099n);

    const refused = await updateDeal(
      db,
      admin,
      saved.dealId ?? "",
      form({ value: "12.345" }),
      null,
    );
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { value: /at most 2 digits/ },
    });
    const lostWithoutReason = await updateDeal(
      db,
      admin,
      saved.dealId ?? "",
      form({ stageId: stage.Lost ?? "" }),
      null,
    );
    expect(lostWithoutReason).toMatchObject({
      ok: false,
      fieldErrors: { lostReason: "Say why the deal was lost." },
    });
    const [after] = await db
      .select()
      .from(deals)
      .where(eq(deals.id, saved.dealId ?? ""));
    expect(after).toEqual(deal);
  });

  it("moves deals on the board, asks Lost for a reason, and wins once", async () => {
    const { db } = database;
    const saved = await createDeal(
      db,
      admin,
      form({ title: "Move me", contactEmail: "mover@example.com" }),
      null,
    );
    const dealId = saved.dealId ?? "";
    expect(
      await moveDeal(db, admin, { dealId, stageId: stage.Negotiation ?? "" }, null),
    ).toMatchObject({ ok: true });
    let [deal] = await db.select().from(deals).where(eq(deals.id, dealId));
    expect(deal).toMatchObject({ stageId: stage.Negotiation, probability: 70, closedAt: null });

    expect(await moveDeal(db, admin, { dealId, stageId: stage.Lost ?? "" }, null)).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(
      await moveDeal(
        db,
        admin,
        { dealId, stageId: stage.Lost ?? "", lostReason: "Budget cut" },
        null,
      ),
    ).toMatchObject({ ok: true });
    [deal] = await db.select().from(deals).where(eq(deals.id, dealId));
    expect(deal).toMatchObject({ stageId: stage.Lost, probability: 0, lostReason: "Budget cut" });
    expect(deal?.closedAt).toBeInstanceOf(Date);

    await moveDeal(db, admin, { dealId, stageId: stage.Won ?? "" }, null);
    await moveDeal(db, admin, { dealId, stageId: stage.Won ?? "" }, null);
    [deal] = await db.select().from(deals).where(eq(deals.id, dealId));
    expect(deal).toMatchObject({ stageId: stage.Won, probability: 100, lostReason: null });
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectId, dealId));
    expect(actions.map((a) => a.action).sort()).toEqual([
      "deal-lost",
      "deal-moved",
      "deal-opened",
      "deal-won",
    ]);
    const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "deal-won"));
    // Nobody owns it: every admin hears of the win, once.
    expect(mail.map((m) => m.to).sort()).toEqual([admin.email, other.email]);
    expect(
      await db.select().from(clients).where(eq(clients.email, "mover@example.com")),
    ).toHaveLength(1);
  });

  it("forecasts weighted value by month and owner in exact integers", async () => {
    const { db } = database;
    await db.delete(deals);
    // 3 × $0.01 at 50 %: each alone rounds to 1 cent, together 1.5 → 2 cents (rounded once).
    for (const owner of [admin.id, admin.id, other.id]) {
      await createDeal(
        db,
        admin,
        form({
          value: "0.01",
          probability: "50",
          stageId: stage["Proposal sent"] ?? "",
          expectedCloseOn: "2027-03-15",
          ownerId: owner,
        }),
        null,
      );
    }
    await createDeal(
      db,
      admin,
      form({
        value: "1000",
        currency: "EUR",
        probability: "33",
        expectedCloseOn: "2027-04-01",
        ownerId: other.id,
      }),
      null,
    );
    await createDeal(
      db,
      admin,
      form({ value: "500", stageId: stage.Won ?? "", expectedCloseOn: "2027-03-01" }),
      null,
    );
    const forecast = await loadForecast(db);
    expect(forecast.byMonth).toEqual([
      {
        key: "2027-03",
        label: "March 2027",
        count: 3,
        amounts: [
          {
            currency: "USD",
            valueMinor: "3",
            weightedMinor: "2",
            value: "$0.03",
            weighted: "$0.02",
          },
        ],
      },
      {
        key: "2027-04",
        label: "April 2027",
        count: 1,
        amounts: [
          {
            currency: "EUR",
            valueMinor: "100000",
            weightedMinor: "33000",
            value: "€1,000.00",
            weighted: "€330.00",
          },
        ],
      },
    ]);
    expect(
      forecast.byOwner.map((row) => [row.label, row.count, row.amounts.map((a) => a.weighted)]),
    ).toEqual([
      ["Ada", 2, ["$0.01"]],
      ["Otto", 2, ["€330.00", "$0.01"]],
    ]);
    expect(weightedTotal("150")).toBe(2n);
    expect(weightedTotal("149")).toBe(1n);
  });

  it("lists with filters and shows the board by stage", async () => {
    const { db } = database;
    const all = await listDeals(db, dealFilters(new URLSearchParams()));
    expect(all.count).toBe(5);
    const march = await listDeals(db, dealFilters(new URLSearchParams({ month: "2027-03" })));
    expect(march.count).toBe(4);
    const otto = await listDeals(
      db,
      dealFilters(new URLSearchParams({ owner: other.id, stage: stage["Proposal sent"] ?? "" })),
    );
    expect(otto.count).toBe(1);
    expect(
      dealFilters(new URLSearchParams({ stage: "x'; drop", month: "2027-13", page: "-1" })),
    ).toEqual({ stage: null, owner: null, month: null, page: 1 });
    const board = await loadBoard(db);
    expect(board.map((c) => [c.name, c.count])).toEqual([
      ["Qualified", 1],
      ["Proposal sent", 3],
      ["Negotiation", 0],
      ["Won", 1],
      ["Lost", 0],
    ]);
  });

  it("lets admins add, rename, reorder and remove stages; Won and Lost stay", async () => {
    const { db } = database;
    expect(
      await changeStages(db, admin, { intent: "add", name: "Discovery", probability: "10" }, null),
    ).toMatchObject({ ok: true });
    let names = (await listStages(db)).map((s) => s.name);
    expect(names).toEqual([
      "Qualified",
      "Proposal sent",
      "Negotiation",
      "Discovery",
      "Won",
      "Lost",
    ]);
    const discovery = (await listStages(db)).find((s) => s.name === "Discovery")?.id ?? "";
    for (let i = 0; i < 3; i++)
      await changeStages(db, admin, { intent: "up", stageId: discovery }, null);
    names = (await listStages(db)).map((s) => s.name);
    expect(names[0]).toBe("Discovery");
    expect(
      await changeStages(db, admin, { intent: "add", name: "Discovery", probability: "10" }, null),
    ).toMatchObject({ ok: false, fieldErrors: { name: /name/ } });
    expect(
      await changeStages(db, admin, { intent: "remove", stageId: stage.Won ?? "" }, null),
    ).toMatchObject({ ok: false });
    expect(
      await changeStages(
        db,
        admin,
        { intent: "remove", stageId: stage["Proposal sent"] ?? "" },
        null,
      ),
    ).toMatchObject({ ok: false });
    expect(
      await changeStages(db, admin, { intent: "remove", stageId: discovery }, null),
    ).toMatchObject({ ok: true });
    expect(
      await changeStages(
        db,
        admin,
        { intent: "save", stageId: stage.Won ?? "", name: "Signed", probability: "40" },
        null,
      ),
    ).toMatchObject({ ok: true });
    const [won] = await db
      .select()
      .from(dealStages)
      .where(eq(dealStages.id, stage.Won ?? ""));
    expect(won).toMatchObject({ name: "Signed", probability: 100, outcome: "won" });
  });

  it("exports a contact's deals and erasure takes the contact off them", async () => {
    const { db } = database;
    const saved = await createDeal(
      db,
      admin,
      form({
        title: "Private",
        contactName: "Pat",
        contactEmail: "Pat@Example.com",
        stageId: stage.Won ?? "",
      }),
      null,
    );
    const data = await findPersonData(db, "pat@example.com");
    expect(data.deals).toEqual([{ id: saved.dealId }]);
    expect(data.client).toBe(true);
    await erasePersonData(db, data, { action: "data-erasure", actor: admin, ip: null });
    const [deal] = await db
      .select()
      .from(deals)
      .where(eq(deals.id, saved.dealId ?? ""));
    expect(deal).toMatchObject({ title: "Private", contactName: "Anonymised", contactEmail: null });
    expect(await db.select().from(clients).where(eq(clients.email, "pat@example.com"))).toEqual([]);
    expect(
      await db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.kind, "deal-won"), eq(emailOutbox.replyTo, "Pat@Example.com"))),
    ).toEqual([]);
    expect(await db.select().from(leadEvents).where(eq(leadEvents.type, "deal"))).not.toHaveLength(
      0,
    );
  });
});

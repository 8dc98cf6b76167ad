import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { badgeNumber } from "~/lib/my-work";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import {
  contactSubmissions,
  emailOutbox,
  inboundMessages,
  jobApplications,
  quotes,
  users,
} from "../db/schema.server";
import { dueOrOverdueCount, loadMyWork, myWorkNeighbours } from "./my-work.server";

/** A moment in Chicago (UTC-6 in November). Tuesday 2026-11-24, 10:00. */
const chicago = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour + 6));
const now = chicago(24, 10);

describe(`My work (${engine})`, () => {
  const admin = { id: "mw-admin", role: "admin" };
  const hr = { id: "mw-hr", role: "hr" };
  const ids: Record<string, string> = {};
  const quote = (name: string, extra: Partial<typeof quotes.$inferInsert> = {}) => ({
    name,
    email: "q@example.com",
    industry: "Other",
    description: "x",
    createdAt: chicago(24, 9),
    ...extra,
  });

  const database = databaseForThisFile(async ({ db }) => {
    await db.insert(users).values([
      { id: admin.id, email: "mw-admin@example.com", name: "Ada", role: "admin" },
      { id: hr.id, email: "mw-hr@example.com", name: "Hal", role: "hr" },
    ]);
    const made = await db
      .insert(quotes)
      .values([
        quote("Overdue Quote", { ownerId: admin.id, followUpAt: chicago(23, 12) }),
        quote("Due Quote", {
          ownerId: admin.id,
          followUpAt: chicago(24, 15),
          followUpAllDay: false,
        }),
        quote("Closed Quote", { ownerId: admin.id, status: "Closed" }),
        quote("Free Quote"),
        quote("Old Free Quote", { createdAt: chicago(20, 9) }),
        quote("Answered Quote", { ownerId: admin.id, firstResponseAt: chicago(24, 9) }),
      ])
      .returning({ id: quotes.id, name: quotes.name });
    for (const row of made) ids[row.name] = row.id;
    const [contact] = await db
      .insert(contactSubmissions)
      .values({
        name: "Overdue Contact",
        email: "c@example.com",
        message: "m",
        ownerId: admin.id,
        followUpAt: chicago(22, 0),
        createdAt: chicago(24, 9),
      })
      .returning({ id: contactSubmissions.id });
    ids["Overdue Contact"] = contact?.id ?? "";
    const [application] = await db
      .insert(jobApplications)
      .values({ name: "Hr Applicant", email: "a@example.com", ownerId: hr.id })
      .returning({ id: jobApplications.id });
    ids["Hr Applicant"] = application?.id ?? "";
    // An answer to the answered quote after our reply, and one to the due quote before it.
    await db.insert(inboundMessages).values([
      {
        leadKind: "quotes",
        leadId: ids["Answered Quote"] as string,
        messageId: "<a@x>",
        fromAddress: "q@example.com",
        subject: "Re",
        text: "Yes",
        via: "smtp",
        receivedAt: chicago(24, 9),
      },
      {
        leadKind: "quotes",
        leadId: ids["Due Quote"] as string,
        messageId: "<b@x>",
        fromAddress: "q@example.com",
        subject: "Re",
        text: "Yes",
        via: "smtp",
        receivedAt: chicago(24, 9),
      },
    ]);
    await db.insert(emailOutbox).values({
      kind: "reply",
      to: "q@example.com",
      subject: "Re",
      html: "x",
      text: "x",
      leadKind: "quotes",
      leadId: ids["Due Quote"] as string,
      createdAt: new Date(chicago(24, 9).getTime() + 30 * 60_000),
    });
  });

  const names = async (viewer: { id: string; role: string }) =>
    Object.fromEntries(
      (await loadMyWork(viewer, {}, database.db, now)).map((s) => [
        s.id,
        // Mine's leads arrived together: its order among them is by kind and id.
        [s.total, s.rows.map((r) => r.name).sort()],
      ]),
    );

  it("gathers every section across the kinds the viewer may list", async () => {
    expect(await names(admin)).toEqual({
      overdue: [2, ["Overdue Contact", "Overdue Quote"]],
      due: [1, ["Due Quote"]],
      awaiting: [1, ["Answered Quote"]],
      untouched: [1, ["Old Free Quote"]],
      mine: [4, ["Answered Quote", "Due Quote", "Overdue Quote", "Overdue Contact"].sort()],
      unassigned: [2, ["Free Quote", "Old Free Quote"]],
    });
  });

  it("says what Untouched counts, and how many newer leads wait for a first answer", async () => {
    const untouched = (await loadMyWork(admin, {}, database.db, now)).find(
      (s) => s.id === "untouched",
    );
    // Five of this morning's leads have no first answer yet, an hour after they came.
    expect(untouched?.note).toBe(
      "No first answer after 4 business hours; 5 newer leads wait for one.",
    );
    const later = new Date(now.getTime() + 10 * 86_400_000);
    const settled = (await loadMyWork(admin, {}, database.db, later)).find(
      (s) => s.id === "untouched",
    );
    expect(settled?.note).toBe("No first answer after 4 business hours.");
  });

  it("keeps HR to applications, and shows them the new ones nobody owns (record 101)", async () => {
    const [waiting] = await database.db
      .insert(jobApplications)
      .values({ name: "Waiting Applicant", email: "w@example.com", createdAt: chicago(20, 9) })
      .returning({ id: jobApplications.id });
    try {
      const sections = await names(hr);
      expect(sections.unassigned).toEqual([1, ["Waiting Applicant"]]);
      expect(sections.untouched).toEqual([1, ["Waiting Applicant"]]);
      expect(sections.mine).toEqual([1, ["Hr Applicant"]]);
      expect(sections.overdue).toEqual([0, []]);
    } finally {
      await database.db.delete(jobApplications).where(eq(jobApplications.id, waiting?.id ?? ""));
    }
  });

  it("gives an editor, who works no list, no lead sections", async () => {
    expect(await loadMyWork({ id: "mw-editor", role: "editor" }, {}, database.db, now)).toEqual([]);
  });

  it("walks a section across kinds, keeping a record that left it", async () => {
    const first = { kind: "contacts" as const, id: ids["Overdue Contact"] as string };
    const around = await myWorkNeighbours(admin, "overdue", first, database.db, now);
    expect(around.prevHref).toBeNull();
    expect(around.nextHref).toBe(
      `/admin/leads/quotes/${ids["Overdue Quote"]}?queue=my-work%3Aoverdue`,
    );
    const left = { kind: "quotes" as const, id: ids["Due Quote"] as string };
    const kept = await myWorkNeighbours(admin, "overdue", left, database.db, now);
    expect(kept.prevHref).toContain(ids["Overdue Quote"]);
    expect(await myWorkNeighbours(hr, "unassigned", first, database.db, now)).toEqual({
      prevHref: null,
      nextHref: null,
    });
  });

  it("counts the viewer's due and overdue follow-ups for the badge", async () => {
    expect(await dueOrOverdueCount(admin, database.db, now)).toBe(3);
    expect(await dueOrOverdueCount(hr, database.db, now)).toBe(0);
  });

  it("pages through a section, across kinds and in its order, the last page past the end", async () => {
    const pager = { id: "mw-pager", role: "admin" };
    await database.db
      .insert(users)
      .values({ id: pager.id, email: "mw-pager@example.com", name: "Pat", role: "admin" });
    // 27 open quotes, one a minute, so Mine (newest first) has one order.
    await database.db.insert(quotes).values(
      Array.from({ length: 27 }, (_, i) =>
        quote(`Paged ${String(i).padStart(2, "0")}`, {
          ownerId: pager.id,
          createdAt: new Date(chicago(20, 9).getTime() + i * 60_000),
        }),
      ),
    );
    const mine = async (page: number) =>
      (await loadMyWork(pager, { mine: page }, database.db, now)).find((s) => s.id === "mine");
    const first = await mine(1);
    const second = await mine(2);
    expect(first?.total).toBe(27);
    expect(first?.rows.map((r) => r.name).slice(0, 2)).toEqual(["Paged 26", "Paged 25"]);
    expect(second?.page).toBe(2);
    expect(second?.rows.map((r) => r.name)).toEqual(["Paged 01", "Paged 00"]);
    const beyond = await mine(9);
    expect(beyond?.page).toBe(2);
    expect(beyond?.rows).toEqual(second?.rows);
  });

  it("counts the badge only as far as it shows (99+)", async () => {
    const busy = { id: "mw-busy", role: "admin" };
    await database.db
      .insert(users)
      .values({ id: busy.id, email: "mw-busy@example.com", name: "Bo", role: "admin" });
    const overdue = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        quote(`Late ${i}`, { ownerId: busy.id, followUpAt: chicago(22, 9) }),
      );
    await database.db.insert(quotes).values(overdue(60));
    expect(await dueOrOverdueCount(busy, database.db, now)).toBe(60);
    await database.db.insert(quotes).values(overdue(90));
    expect(await dueOrOverdueCount(busy, database.db, now)).toBe(100);
    expect(badgeNumber(100)).toBe("99+");
    expect(badgeNumber(99)).toBe("99");
  });
});

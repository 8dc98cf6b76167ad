import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import {
  assignmentRules,
  emailOutbox,
  notificationPreferences,
  quotes,
  users,
} from "../db/schema.server";
import { guardFields, visitor } from "../intake/testing.server";
import { submitQuote } from "../leads/leads.server";
import { releaseLeadsOf } from "../leads/release.server";
import { assignmentRulesList, saveAssignmentRule } from "./auto-assign.server";
import { leadTimeline } from "./timeline.server";

const staff = ["rr-a", "rr-b", "rr-hr"].map((id) => ({
  id,
  email: `${id}@example.com`,
  name: id,
  role: id === "rr-hr" ? "hr" : "admin",
  emailVerified: true,
  twoFactorEnabled: true,
}));

describe(`automatic assignment (${engine})`, () => {
  const database = databaseForThisFile(async () => {
    await database.db.insert(users).values(staff);
    // New quotes come by digest unless chosen instant (record 083).
    await database.db
      .insert(notificationPreferences)
      .values(staff.map((p) => ({ userId: p.id, event: "new-lead:quotes", mode: "instant" })));
    // A fresh migrated database can take a while on a busy machine.
  });

  const quote = (n: number) => ({
    ...guardFields(),
    name: `Lead ${n}`,
    email: `lead${n}@example.com`,
    industry: "Other",
    description: "Project",
  });
  const owners = async () =>
    (await database.db.select().from(quotes).orderBy(quotes.createdAt)).map((q) => q.ownerId);

  it("refuses staff who may not own the list", async () => {
    const result = await saveAssignmentRule({
      kind: "quotes",
      mode: "round_robin",
      staffIds: ["rr-hr"],
    });
    expect(result.ok).toBe(false);
    expect((await assignmentRulesList()).find((r) => r.kind === "quotes")?.mode).toBe("off");
  });

  it("leaves leads unassigned when off, and takes turns when round robin", async () => {
    await submitQuote(quote(0), visitor(), database.db);
    expect(await owners()).toEqual([null]);
    expect(
      await saveAssignmentRule({ kind: "quotes", mode: "round_robin", staffIds: ["rr-a", "rr-b"] }),
    ).toEqual({ ok: true });
    for (const n of [1, 2, 3]) await submitQuote(quote(n), visitor(), database.db);
    expect(await owners()).toEqual([null, "rr-a", "rr-b", "rr-a"]);
    const [lead] = await database.db.select().from(quotes).where(eq(quotes.name, "Lead 2"));
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.leadId, lead?.id ?? ""));
    // The notice to the info mailbox, the owner's e-mail and the visitor's auto-reply, all
    // about the lead; and each admin's new-lead alert, linked to it too (record 068).
    const kinds = mails.map((m) => m.kind);
    expect(kinds.filter((k) => k !== "alert").sort()).toEqual(["assigned", "auto-reply", "quote"]);
    expect(kinds.filter((k) => k === "alert")).toHaveLength(staff.length - 1);
    const timeline = await leadTimeline("quotes", lead?.id ?? "");
    expect(timeline.find((e) => e.type === "assigned")).toMatchObject({ by: null, toName: "rr-b" });
  });

  it("takes fair turns when leads arrive at once", async () => {
    await Promise.all([4, 5, 6, 7].map((n) => submitQuote(quote(n), visitor(), database.db)));
    const recent = (await owners()).slice(4);
    expect(recent.filter((o) => o === "rr-a")).toHaveLength(2);
    expect(recent.filter((o) => o === "rr-b")).toHaveLength(2);
  });

  it("takes everything from staff who lose the role: leads and round-robin places", async () => {
    await database.db.update(users).set({ role: "hr" }).where(eq(users.id, "rr-b"));
    const released = await releaseLeadsOf("rr-b");
    expect(released).toBe(3);
    expect((await owners()).filter((o) => o === "rr-b")).toHaveLength(0);
    const [rule] = await database.db
      .select()
      .from(assignmentRules)
      .where(eq(assignmentRules.leadKind, "quotes"));
    expect(rule?.staffIds).toEqual(["rr-a"]);
    await submitQuote(quote(8), visitor(), database.db);
    expect((await owners()).at(-1)).toBe("rr-a");
  });

  it("skips banned staff still in a list", async () => {
    await database.db.update(assignmentRules).set({ staffIds: ["rr-a", "rr-b"] });
    await database.db
      .update(users)
      .set({ role: "admin", banned: true })
      .where(eq(users.id, "rr-b"));
    for (const n of [9, 10]) await submitQuote(quote(n), visitor(), database.db);
    expect((await owners()).slice(-2)).toEqual(["rr-a", "rr-a"]);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { changeLeadStatus } from "../dashboard/lead-lists.server";
import {
  emailOutbox,
  jobApplications,
  leadEvents,
  newsletterSubscriptions,
  quotes,
  users,
} from "../db/schema.server";
import { assignLeads } from "../leads/assignment.server";
import { recordAction } from "./record-actions.server";
import { leadTimeline } from "./timeline.server";

const admin = { id: "ws-admin", email: "admin@example.com", name: "Ada <Admin>", role: "admin" };
const other = { id: "ws-admin2", email: "admin2@example.com", name: "Bea", role: "admin" };
const hr = { id: "ws-hr", email: "hr@example.com", name: "Hal", role: "hr" };
const user = { id: "ws-user", email: "user@example.com", name: "Uma", role: "user" };

describe(`record workspace (${engine})`, () => {
  let quoteId: string;
  let applicationId: string;
  const database = databaseForThisFile(async () => {
    await database.db.insert(users).values(
      [admin, other, hr, user].map((u) => ({
        ...u,
        emailVerified: true,
        twoFactorEnabled: u.role !== "user",
      })),
    );
    const [quote] = await database.db
      .insert(quotes)
      .values({
        name: "Zed <b>O'Hara</b>",
        email: "Zed@Example.com",
        industry: "Other",
        description: "x",
      })
      .returning({ id: quotes.id });
    const [application] = await database.db
      .insert(jobApplications)
      .values({ name: "Cy", email: "cy@example.com", status: "Received" })
      .returning({ id: jobApplications.id });
    quoteId = quote?.id ?? "";
    applicationId = application?.id ?? "";
    // A fresh migrated database can take a while on a busy machine.
  });

  const ownerOf = async () =>
    (await database.db.select().from(quotes).where(eq(quotes.id, quoteId)))[0];

  it("refuses an unknown owner, a non-staff owner and HR on a quote, changing nothing", async () => {
    for (const ownerId of ["nobody", user.id, hr.id]) {
      const result = await recordAction("quotes", quoteId, admin, { intent: "assign", ownerId });
      expect(result.status).toBe(400);
      expect(result.toast.description).toBe("Choose a staff member who works this list.");
    }
    expect((await ownerOf())?.ownerId).toBeNull();
    expect(await leadTimeline("quotes", quoteId)).toEqual([]);
  });

  it("assigns a quote, mails the new owner through the outbox with the lead, escaped", async () => {
    const result = await recordAction("quotes", quoteId, admin, {
      intent: "assign",
      ownerId: other.id,
    });
    expect(result).toMatchObject({ ok: true, toast: { title: "Owner updated." } });
    expect((await ownerOf())?.ownerId).toBe(other.id);
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.leadId, quoteId));
    expect(mail).toMatchObject({ kind: "assigned", to: other.email, leadKind: "quotes" });
    expect(mail?.html).toContain("Zed &lt;b&gt;O&#39;Hara&lt;/b&gt;");
    expect(mail?.html).toContain(`/admin/leads/quotes/${quoteId}`);
    const timeline = await leadTimeline("quotes", quoteId);
    expect(timeline.map((e) => e.type).sort()).toEqual(["assigned", "email"]);
    expect(timeline.find((e) => e.type === "email")).toMatchObject({ state: "queued" });
    // Assigning nobody e-mails nobody.
    await recordAction("quotes", quoteId, admin, { intent: "assign", ownerId: "" });
    expect((await ownerOf())?.ownerId).toBeNull();
  });

  it("lets HR own applications only", async () => {
    const result = await recordAction("applications", applicationId, hr, {
      intent: "assign",
      ownerId: hr.id,
    });
    expect(result.ok).toBe(true);
    // Self-assignment sends no e-mail.
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.leadId, applicationId));
    expect(mails).toHaveLength(0);
  });

  it("leaves one owner and two entries when two staff assign at once", async () => {
    const before = (await leadTimeline("quotes", quoteId)).filter(
      (e) => e.type === "assigned",
    ).length;
    const [a, b] = await Promise.all([
      assignLeads("quotes", [quoteId], admin.id, other),
      assignLeads("quotes", [quoteId], other.id, admin),
    ]);
    expect(a.ok && b.ok).toBe(true);
    const after = (await leadTimeline("quotes", quoteId)).filter((e) => e.type === "assigned");
    expect(after.length - before).toBe(2);
    expect([admin.id, other.id]).toContain((await ownerOf())?.ownerId);
  });

  it("adds notes of 1–5,000 characters, sets the first response once, and keeps removed notes", async () => {
    for (const body of ["", "   ", "x".repeat(5001)]) {
      const result = await recordAction("quotes", quoteId, admin, { intent: "note", body });
      expect(result.status).toBe(400);
    }
    expect((await ownerOf())?.firstResponseAt).toBeNull();
    const added = await recordAction("quotes", quoteId, admin, {
      intent: "note",
      body: "Called <them>",
    });
    expect(added.toast.title).toBe("Note added.");
    const first = (await ownerOf())?.firstResponseAt;
    expect(first).toBeInstanceOf(Date);
    await recordAction("quotes", quoteId, admin, { intent: "note", body: "x".repeat(5000) });
    expect((await ownerOf())?.firstResponseAt).toEqual(first);
    const note = (await leadTimeline("quotes", quoteId)).find(
      (e) => e.type === "note" && e.body === "Called <them>",
    );
    const noteId = note?.id ?? "";
    const refused = await recordAction("quotes", quoteId, other, { intent: "remove-note", noteId });
    expect(refused.toast.description).toBe("Only its author can delete a note.");
    const unknown = await recordAction("quotes", quoteId, admin, {
      intent: "remove-note",
      noteId: "nope",
    });
    expect(unknown.status).toBe(400);
    expect(
      (await recordAction("quotes", quoteId, admin, { intent: "remove-note", noteId })).ok,
    ).toBe(true);
    const removed = (await leadTimeline("quotes", quoteId)).find((e) => e.id === noteId);
    expect(removed).toMatchObject({ type: "note", removed: true, body: null, by: admin.name });
  });

  it("sets the first response on the first status change", async () => {
    await changeLeadStatus("applications", applicationId, "Under Review", hr);
    const [row] = await database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, applicationId));
    expect(row?.firstResponseAt).toBeInstanceOf(Date);
  });

  it("sets all-day and timed follow-ups in the site's time zone, refuses bad dates, clears", async () => {
    const bad: Record<string, string>[] = [
      { date: "2026-02-30" },
      { date: "tomorrow" },
      { date: "2026-03-01", time: "25:00" },
      { time: "10:00" },
    ];
    for (const values of bad) {
      const result = await recordAction("quotes", quoteId, admin, {
        intent: "follow-up",
        ...values,
      });
      expect(result.status).toBe(400);
    }
    await recordAction("quotes", quoteId, admin, { intent: "follow-up", date: "2026-07-04" });
    let row = await ownerOf();
    expect(row?.followUpAt?.toISOString()).toBe("2026-07-04T05:00:00.000Z");
    expect(row?.followUpAllDay).toBe(true);
    await recordAction("quotes", quoteId, admin, {
      intent: "follow-up",
      date: "2026-12-01",
      time: "09:30",
    });
    row = await ownerOf();
    expect(row?.followUpAt?.toISOString()).toBe("2026-12-01T15:30:00.000Z");
    expect(row?.followUpAllDay).toBe(false);
    const cleared = await recordAction("quotes", quoteId, admin, { intent: "follow-up", date: "" });
    expect(cleared.toast.title).toBe("Follow-up cleared.");
    expect((await ownerOf())?.followUpAt).toBeNull();
    const entries = (await leadTimeline("quotes", quoteId)).filter((e) => e.type === "follow-up");
    expect(entries).toHaveLength(3);
  });

  it("refuses work on an unknown record", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const note = await recordAction("quotes", missing, admin, { intent: "note", body: "hi" });
    expect(note.toast.description).toBe("This record no longer exists.");
    expect(
      (await database.db.select().from(leadEvents).where(eq(leadEvents.leadId, missing))).length,
    ).toBe(0);
  });
  it("refuses an owner or a follow-up on a newsletter sign-up, which nobody works", async () => {
    const [subscription] = await database.db
      .insert(newsletterSubscriptions)
      .values({ name: "", email: "reader@example.com" })
      .returning({ id: newsletterSubscriptions.id });
    const subscriptionId = subscription?.id ?? "";
    const attempts: Record<string, string>[] = [
      { intent: "assign", ownerId: admin.id },
      { intent: "follow-up", date: "2030-01-02", time: "" },
      { intent: "clear-follow-up" },
    ];
    for (const values of attempts)
      expect(await recordAction("subscriptions", subscriptionId, admin, values)).toMatchObject({
        ok: false,
        status: 400,
      });
    const [row] = await database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, subscriptionId));
    expect(row).toMatchObject({ ownerId: null, followUpAt: null });
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { changeLeadStatus } from "../dashboard/lead-lists.server";
import { leadFilter } from "../dashboard/list-query.server";
import { emailOutbox, quotes, users } from "../db/schema.server";
import { claimEarlierSubmissions } from "../leads/claim.server";
import { enqueueLeadMail, enqueueNotice } from "../mail/outbox.server";
import { mySubmissionDetails } from "./submission-details.server";
import { listMySubmissions } from "./submissions.server";

const owner = { id: "claim-user", email: "Pat@Example.com", name: "Pat", role: "user" };
const staff = { id: "claim-staff", email: "staff@example.com", name: "Sam", role: "admin" };

describe(`My Account: earlier submissions, references and messages (${engine})`, () => {
  let quoteId: string;
  const database = ownDatabaseForThisFile(async ({ db }) => {
    await db
      .insert(users)
      .values([owner, staff].map((u) => ({ ...u, emailVerified: u === staff })));
    const [quote] = await db
      .insert(quotes)
      .values({ name: "Pat", email: "pat@example.com", industry: "Retail", description: "Shop" })
      .returning({ id: quotes.id });
    quoteId = quote?.id ?? "";
    // Someone else's quote: a different address stays theirs.
    await db
      .insert(quotes)
      .values({ name: "Eve", email: "eve@example.com", industry: "Other", description: "x" });
  });

  it("gives every submission a reference from one sequence, unique across kinds", async () => {
    const rows = await database.db.select({ reference: quotes.reference }).from(quotes);
    expect(rows.every((r) => r.reference >= 24001)).toBe(true);
    expect(new Set(rows.map((r) => r.reference)).size).toBe(rows.length);
  });

  it("claims nothing for an address that is not confirmed", async () => {
    expect(await claimEarlierSubmissions({ ...owner, emailVerified: false }, database.db)).toBe(0);
    expect(await listMySubmissions(owner.id, database.db)).toEqual([]);
  });

  it("claims the submissions sent from the address once it is confirmed, whatever its case", async () => {
    expect(await claimEarlierSubmissions({ ...owner, emailVerified: true }, database.db)).toBe(1);
    const mine = await listMySubmissions(owner.id, database.db);
    expect(mine.map((s) => s.id)).toEqual([quoteId]);
    expect(await claimEarlierSubmissions({ ...owner, emailVerified: true }, database.db)).toBe(0);
  });

  it("shows what was sent, the status history and messages to the person, never staff mail", async () => {
    await changeLeadStatus("quotes", quoteId, "Contacted", staff, database.db);
    const lead = { kind: "quotes", id: quoteId } as const;
    const reply = await enqueueLeadMail(database.db, lead, {
      kind: "reply",
      to: "pat@example.com",
      subject: "About your quote",
      html: "<p>Hello</p>",
      text: "Hello Pat",
    });
    const internal = await enqueueNotice(database.db, {
      kind: "quote",
      to: "info@example.com",
      subject: "New quote request from Pat",
      html: "",
      text: "internal",
      lead,
    });
    const unsent = await enqueueLeadMail(database.db, lead, {
      kind: "reply",
      to: "pat@example.com",
      subject: "Not yet",
      html: "",
      text: "queued",
    });
    for (const id of [reply.id, internal.id])
      await database.db
        .update(emailOutbox)
        .set({ sentAt: new Date() })
        .where(eq(emailOutbox.id, id));
    void unsent;

    const details = await mySubmissionDetails(owner.id, database.db);
    const detail = details[quoteId];
    const [row] = await database.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(detail?.reference).toBe(`Q-${row?.reference}`);
    expect(detail?.sent).toContainEqual(["Industry", "Retail"]);
    expect(detail?.history.map((h) => h.status)).toEqual(["New", "Contacted"]);
    expect(detail?.messages.map((m) => m.subject)).toEqual(["About your quote"]);
  });

  it("finds a submission by its reference in the dashboard search", async () => {
    const [row] = await database.db.select().from(quotes).where(eq(quotes.id, quoteId));
    for (const q of [`Q-${row?.reference}`, `q${row?.reference}`]) {
      const found = await database.db
        .select({ id: quotes.id })
        .from(quotes)
        .where(leadFilter("quotes", { q }));
      expect(found.map((f) => f.id)).toEqual([quoteId]);
    }
  });
});

// Mail to an address typed into a public form, which nobody has confirmed, must not carry what
// the sender typed (or every form is a free mailer for anyone's text to anyone), and says it was
// sent automatically (RFC 3834). Record 099.
import { inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { callAuth } from "~/server/auth/endpoint.server";
import { submitApplication } from "~/server/careers/applications.server";
import { demoRequests, emailOutbox, jobs } from "~/server/db/schema.server";
import { guardFields, sampleQuote, visitor } from "~/server/intake/testing.server";
import { submitContactMessage, submitDemoRequest, submitQuote } from "~/server/leads/leads.server";
import { outboxMessage } from "~/server/mail/outbox-message.server";
import { subscribe } from "~/server/newsletter/subscriptions.server";
import { useProductionAuth } from "../support/auth-env";
import { addBookableStaff, bookLeadAt } from "../support/booking";
import { databaseForThisFile, engine } from "../support/test-database";

const ORIGIN = "http://localhost:3000";
/** A word no template has: wherever it shows up, the visitor's text went along. */
const TYPED = "Zqxvbl";
const typed = (what: string) => `${TYPED} ${what} visit phish.example`;
const victim = (n: string) => `victim-${n}@example.com`;

describe(`mail to unconfirmed addresses (${engine})`, () => {
  beforeAll(() => useProductionAuth(ORIGIN));
  const database = databaseForThisFile(async () => {
    await addBookableStaff(database.db, [
      { id: "um-kim", email: "kim@example.com", name: "Kim Staff", role: "admin" },
    ]);
  });

  it("carries Auto-Submitted and none of the sender's text, from every public form", async () => {
    const name = `${TYPED} Phisher`;
    const db = database.db;
    const quote = {
      ...guardFields(),
      ...sampleQuote,
      name,
      email: victim("quote"),
      company: typed("company"),
      description: typed("description"),
      outcome: typed("outcome"),
      timeline: "2027-01-15",
    };
    expect((await submitQuote(quote, visitor(), db)).ok).toBe(true);
    const demo = {
      ...guardFields(),
      name,
      email: victim("demo"),
      company: typed("company"),
      message: typed("message"),
    };
    expect((await submitDemoRequest(demo, visitor(), db)).ok).toBe(true);
    // A demo can be booked straight from the form's toast, without opening any mail: the
    // invitation and its reminders go to the typed address too.
    const [demoRow] = await db.select({ id: demoRequests.id }).from(demoRequests);
    const monday = new Date("2026-06-01T12:00:00Z");
    const wednesday = new Date("2026-06-03T14:00:00Z");
    await bookLeadAt(db, "demos", demoRow?.id ?? "", wednesday, monday);
    const contact = { ...guardFields(), name, email: victim("contact"), message: typed("message") };
    expect((await submitContactMessage(contact, visitor(), db)).ok).toBe(true);
    const [job] = await db
      .insert(jobs)
      .values({ title: "Data Engineer", location: "Austin, TX", expirationDate: "2099-01-01" })
      .returning();
    const application = {
      ...guardFields(),
      consent: "yes",
      jobId: job?.id ?? "",
      name,
      email: victim("application"),
      message: typed("message"),
    };
    const applied = await submitApplication({ values: application, file: null }, visitor(), db);
    expect(applied.ok).toBe(true);
    const signUp = { email: victim("newsletter"), name, website: "" };
    expect((await subscribe(signUp, visitor(), db)).ok).toBe(true);
    const request = new Request(`${ORIGIN}/`, { headers: { "x-client-ip": "192.0.2.9" } });
    const registered = await callAuth(request, "/sign-up/email", {
      name,
      email: victim("account"),
      password: "Quiet-Orbit-58-Lantern",
    });
    expect(registered.ok).toBe(true);

    const addresses = ["quote", "demo", "contact", "application", "newsletter", "account"];
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.to, addresses.map(victim)));
    expect(new Set(rows.map((row) => row.to))).toEqual(new Set(addresses.map(victim)));
    const toDemo = rows.filter((row) => row.to === victim("demo")).map((row) => row.kind);
    expect(new Set(toDemo)).toEqual(new Set(["auto-reply", "meeting", "meeting-reminder"]));
    for (const row of rows) {
      const message = await outboxMessage(db, row);
      const seen = { kind: row.kind, to: row.to };
      expect({ ...seen, header: message.headers?.["Auto-Submitted"] }).toEqual({
        ...seen,
        header: "auto-replied",
      });
      const words = [message.subject, message.text, message.html, row.calendar].join("\n");
      expect({ ...seen, typed: words.includes(TYPED) }).toEqual({ ...seen, typed: false });
    }
    // What was picked from a list or a calendar, and the reference, are still there.
    const quoteReply = rows.find((row) => row.to === victim("quote"));
    expect(quoteReply?.text).toMatch(/Q-\d+/);
    expect(quoteReply?.text).toContain("Industry: Technology");
    expect(quoteReply?.text).toContain("2027-01-15");
    expect(rows.find((row) => row.to === victim("application"))?.text).toContain("Data Engineer");
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { leadDetail } from "../dashboard/lead-lists.server";
import {
  contactSubmissions,
  contentItems,
  demoRequests,
  emailOutbox,
  quotes,
} from "../db/schema.server";
import { guardFields, sampleQuote as quote, visitor } from "../intake/testing.server";
import { leadForMail } from "./lead-values.server";
import { submitContactMessage, submitDemoRequest, submitQuote } from "./leads.server";

describe(`lead forms (${engine})`, () => {
  const database = ownDatabaseForThisFile();
  const count = async (table: typeof quotes | typeof demoRequests | typeof contactSubmissions) =>
    (await database.db.select().from(table)).length;
  const demoFrom = async (email: string) => {
    const [row] = await database.db
      .select()
      .from(demoRequests)
      .where(eq(demoRequests.email, email));
    return row;
  };
  /** With each of `fields` blank in turn, `submit` is refused with `toast` and saves nothing. */
  async function expectEachRequired(
    fields: string[],
    table: typeof demoRequests | typeof contactSubmissions,
    submit: (field: string) => Promise<{ toast: unknown }>,
    toast: { title: string; description: string },
  ) {
    for (const field of fields) {
      const before = await count(table);
      expect((await submit(field)).toast).toEqual({ ...toast, variant: "destructive" });
      expect(await count(table)).toBe(before);
    }
  }

  it("saves a quote at status New with its notice to the info mailbox", async () => {
    const values = { ...guardFields(), ...quote };
    const result = await submitQuote(values, visitor(), database.db);
    expect(result.status).toBe(201);
    expect(result).toEqual({
      ok: true,
      status: 201,
      toast: { title: "Quote request sent!", description: "We'll be in touch shortly." },
    });
    const [row] = await database.db.select().from(quotes).where(eq(quotes.email, quote.email));
    expect(row).toMatchObject({ status: "New", timeline: null, outcome: null, userId: null });
    const notices = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "quote"));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ to: "info@brazosdigital.com", sentAt: null });
    expect(notices[0]?.subject).toContain("Ada Lovelace");
  });

  it("stores a timeline date and rejects an impossible one", async () => {
    const ok = await submitQuote(
      { ...guardFields(), ...quote, email: "dated@example.com", timeline: "2027-03-31" },
      visitor(),
      database.db,
    );
    expect(ok.status).toBe(201);
    const [row] = await database.db
      .select()
      .from(quotes)
      .where(eq(quotes.email, "dated@example.com"));
    expect(row?.timeline).toBe("2027-03-31");
    const bad = await submitQuote(
      { ...guardFields(), ...quote, email: "bad-date@example.com", timeline: "31/03/2027" },
      visitor(),
      database.db,
    );
    expect(bad.status).toBe(400);
    expect(bad.ok || bad.fieldErrors?.timeline).toBe("Please enter a valid date.");
  });

  it.each([
    ["name", "Full Name is required."],
    ["email", "Email is required."],
    ["industry", "Please select an industry."],
    ["description", "Project Description is required."],
  ])("refuses a quote without %s and saves nothing", async (field, message) => {
    const before = await count(quotes);
    const result = await submitQuote(
      { ...guardFields(), ...quote, [field]: "" },
      visitor(),
      database.db,
    );
    expect(result.status).toBe(400);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors?.[field]).toBe(message);
    expect(result.toast.title).toBe("Missing information");
    expect(await count(quotes)).toBe(before);
  });

  it("refuses an industry outside the list and an invalid email", async () => {
    const industry = await submitQuote(
      { ...guardFields(), ...quote, industry: "Mining" },
      visitor(),
      database.db,
    );
    expect(industry.status).toBe(400);
    const email = await submitQuote(
      { ...guardFields(), ...quote, email: "not-an-email" },
      visitor(),
      database.db,
    );
    expect(email.ok).toBe(false);
    if (!email.ok) expect(email.fieldErrors?.email).toBe("Please enter a valid email address.");
  });

  it("refuses over-long input", async () => {
    const { status } = await submitQuote(
      { ...guardFields(), ...quote, name: "x".repeat(121) },
      visitor(),
      database.db,
    );
    expect(status).toBe(400);
  });

  it("takes a demo request for a product an editor published, and names it, not its slug", async () => {
    await database.db.insert(contentItems).values({
      type: "product",
      position: 99,
      slug: "beacon-field-ops",
      fields: { name: "Beacon Field Ops", summary: "Field service, planned." },
      publishedSlug: "beacon-field-ops",
      published: { name: "Beacon Field Ops", summary: "Field service, planned." },
    });
    await submitDemoRequest(
      { ...guardFields(), name: "Bea", email: "bea@example.com", product: "beacon-field-ops" },
      visitor(),
      database.db,
    );
    const bea = await demoFrom("bea@example.com");
    expect(bea?.product).toBe("beacon-field-ops");
    const detail = await leadDetail("demos", bea?.id ?? "", database.db);
    expect(detail?.record.product).toBe("Beacon Field Ops");
    const mail = await database.db.transaction((tx) => leadForMail(tx, "demos", bea?.id ?? ""));
    expect(mail?.values.summary).toContain("Product: Beacon Field Ops");
  });

  it("saves a demo request and refuses one without name or email (Missing Information)", async () => {
    const ok = await submitDemoRequest(
      {
        ...guardFields(),
        name: "Grace",
        email: "grace@example.com",
        company: "",
        message: "",
        product: "orion-data-lake",
      },
      visitor(),
      database.db,
    );
    expect(ok).toEqual({
      ok: true,
      status: 201,
      toast: {
        title: "Demo Request Sent!",
        description: "Thank you! We'll be in touch to schedule your demo.",
      },
    });
    expect(await demoFrom("grace@example.com")).toMatchObject({
      name: "Grace",
      status: "New",
      company: null,
      message: null,
      product: "orion-data-lake",
    });
    const subjects = (await database.db.select().from(emailOutbox)).map((n) => n.subject);
    expect(subjects).toContain("New demo request from Grace for Orion Data Lake");
    // A product the site does not offer is not stored.
    await submitDemoRequest(
      { ...guardFields(), name: "Gus", email: "gus@example.com", product: "<b>nope</b>" },
      visitor(),
      database.db,
    );
    expect((await demoFrom("gus@example.com"))?.product).toBeNull();
    await expectEachRequired(
      ["name", "email"],
      demoRequests,
      (field) =>
        submitDemoRequest(
          { ...guardFields(), name: "Grace", email: "grace@example.com", [field]: " " },
          visitor(),
          database.db,
        ),
      { title: "Missing Information", description: "Please fill out your name and email." },
    );
  });

  it("saves a contact message and refuses one without name, email or message (Missing details)", async () => {
    const good = { name: "Linus", email: "linus@example.com", company: "", message: "Hello there" };
    const ok = await submitContactMessage({ ...guardFields(), ...good }, visitor(), database.db);
    expect(ok.toast.title).toBe("Message Sent!");
    expect(ok.toast.description).toBe("Thank you for contacting us. We will be in touch shortly.");
    await expectEachRequired(
      ["name", "email", "message"],
      contactSubmissions,
      (field) =>
        submitContactMessage({ ...guardFields(), ...good, [field]: "" }, visitor(), database.db),
      { title: "Missing details", description: "Please fill in name, email, and message." },
    );
  });

  it("drops control characters such as NUL, which the database cannot store", async () => {
    const { status } = await submitContactMessage(
      {
        ...guardFields(),
        name: "Nul\u0000 Byte",
        email: "nul@example.com",
        message: "a\u0000b\u0007c\nd",
      },
      visitor(),
      database.db,
    );
    expect(status).toBe(201);
    const [row] = await database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, "nul@example.com"));
    expect(row).toMatchObject({ name: "Nul Byte", message: "abc\nd" });
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { partnershipForm } from "~/lib/forms/partnership";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { exportLeads } from "../dashboard/list-csv.server";
import type { Database } from "../db/client.server";
import { emailOutbox, partnershipInquiries, submissionConsents } from "../db/schema.server";
import { guardFields, visitor } from "../intake/testing.server";
import { erasePersonData } from "../privacy/erasure.server";
import { findPersonData } from "../privacy/person-data.server";
import { submitLead } from "./leads.server";

/** A partnership inquiry as a visitor fills in "Become a partner" on /about (record 106). */
const inquiry = {
  name: "Paula Partner",
  email: "paula@example.com",
  company: "Lone Star Resellers",
  websiteUrl: "https://lonestar.example",
  partnership: "Reseller",
  message: "We resell cloud services to utilities in Texas.",
};

const submit = (values: Record<string, string>, db: Database["db"]) =>
  submitLead("partnerships", partnershipForm, { ...guardFields(), ...values }, visitor(), db);

describe(`partnership inquiries, a kind from the registry alone (${engine})`, () => {
  const database = ownDatabaseForThisFile();

  it("saves an inquiry with its notice, its auto-reply and the notice the visitor saw", async () => {
    const result = await submit(inquiry, database.db);
    expect(result).toMatchObject({ ok: true, status: 201, toast: { title: "Inquiry Sent!" } });
    const [row] = await database.db
      .select()
      .from(partnershipInquiries)
      .where(eq(partnershipInquiries.email, inquiry.email));
    expect(row).toMatchObject({ status: "New", partnership: "Reseller", userId: null });
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.leadId, row?.id ?? ""));
    const notice = mails.find((mail) => mail.kind === "partnership");
    expect(notice).toMatchObject({
      to: "info@brazosdigital.com",
      replyTo: inquiry.email,
      subject: "New partnership inquiry from Paula Partner",
    });
    expect(notice?.text).toContain("Kind of partnership: Reseller");
    expect(notice?.text).toContain("Website: https://lonestar.example");
    const reply = mails.find((mail) => mail.to === inquiry.email);
    expect(reply?.subject).toMatch(/^We received your partnership inquiry \(P-\d+\)$/);
    expect(reply?.text).toContain("Kind of partnership: Reseller");
    const consents = await database.db
      .select()
      .from(submissionConsents)
      .where(eq(submissionConsents.recordId, row?.id ?? ""));
    expect(consents).toHaveLength(1);
  });

  it("refuses an inquiry without a kind of partnership, or with one not offered", async () => {
    for (const partnership of ["", "Franchise"]) {
      const result = await submit(
        { ...inquiry, email: "none@example.com", partnership },
        database.db,
      );
      expect(result.status).toBe(400);
      expect(result.ok || result.fieldErrors?.partnership).toBe(
        "Please select a kind of partnership.",
      );
    }
    const saved = await database.db
      .select()
      .from(partnershipInquiries)
      .where(eq(partnershipInquiries.email, "none@example.com"));
    expect(saved).toHaveLength(0);
  });

  it("is found by search, exported as CSV with its fields, and erased with its person", async () => {
    await submit({ ...inquiry, email: "other@example.com", company: "Elsewhere" }, database.db);
    const csv = await exportLeads("partnerships", { q: "lone star" }, {}, database.db);
    const [header, ...lines] = csv.trim().split("\r\n");
    expect(header).toContain("Company,Website,Kind of partnership,Message");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("Lone Star Resellers");

    const data = await findPersonData(database.db, inquiry.email);
    expect(data.records.map((record) => record.kind)).toEqual(["partnerships"]);
    const audit = { action: "data-erasure" as const, actor: null, ip: null };
    expect(await erasePersonData(database.db, data, audit)).toBe("1 partnership inquiry");
    const [erased] = await database.db
      .select()
      .from(partnershipInquiries)
      .where(eq(partnershipInquiries.id, data.records[0]?.id ?? ""));
    expect(erased).toMatchObject({
      name: "Anonymised",
      company: null,
      websiteUrl: null,
      message: "",
      partnership: "Reseller",
    });
  });
});

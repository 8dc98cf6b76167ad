import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { LeadKind } from "../../app/lib/lead-kinds";
import {
  emailOutbox,
  jobApplications,
  notificationPreferences,
  quotes,
  webhookDeliveries,
  webhookEndpoints,
} from "../../app/server/db/schema.server";
import { guardFields, sampleQuote, visitor } from "../../app/server/intake/testing.server";
import { submitQuote } from "../../app/server/leads/leads.server";
import { enqueueNotice } from "../../app/server/mail/outbox.server";
import { deliverDueNotices } from "../../app/server/mail/outbox-delivery.server";
import { createMailTransport } from "../../app/server/mail/transport.server";
import { summaryMail } from "../../app/server/notifications/summary-mail.server";
import { anonymiseLeads } from "../../app/server/privacy/anonymise.server";
import { erasePersonData } from "../../app/server/privacy/erasure.server";
import { findPersonData } from "../../app/server/privacy/person-data.server";
import { runRetention, saveRetention } from "../../app/server/privacy/retention.server";
import { temporaryDirectoryForThisFile } from "../support/temporary-directory";
import { databaseForThisFile, engine } from "../support/test-database";
import { DAY } from "../support/time";
import { addAccount, ORIGIN, productionEnv } from "./privacy-support";

// Issue item 9: erasure and retention reach every copy of a person: the notices and their
// confirmation e-mails, staff alerts, digests, webhook bodies and the .eml files (record 068).

describe(`copies of a person (${engine})`, () => {
  beforeAll(() => productionEnv());
  const database = databaseForThisFile(async ({ db }) => {
    // An admin who gets an e-mail for each new quote, and a webhook for every new lead.
    const reader = await addAccount(db, "admin", { name: "Alert Reader" });
    // New quotes come by digest unless chosen instant (record 083).
    await db
      .insert(notificationPreferences)
      .values({ userId: reader.id, event: "new-lead:quotes", mode: "instant" });
    await db.insert(webhookEndpoints).values({
      url: "https://hooks.example.com/leads",
      secret: "whsec_test",
      events: ["lead.created"],
    });
  });
  const dataDir = temporaryDirectoryForThisFile("privacy-copies-");

  async function quoteFrom(name: string, email: string, company: string, description: string) {
    const answer = await submitQuote(
      { ...guardFields(), ...sampleQuote, name, email, company, description },
      visitor(),
      database.db,
    );
    expect(answer.ok).toBe(true);
    const [row] = await database.db.select().from(quotes).where(eq(quotes.email, email));
    return row?.id ?? "";
  }

  /** Every stored copy as text: outbox rows, webhook bodies and .eml files. */
  async function everyCopy() {
    const mails = await database.db.select().from(emailOutbox);
    const hooks = await database.db.select().from(webhookDeliveries);
    const dir = join(dataDir, "mail");
    const files = await readdir(dir).catch(() => [] as string[]);
    const eml = await Promise.all(files.map((name) => readFile(join(dir, name), "utf8")));
    return {
      mails: mails.map((m) => [m.to, m.replyTo, m.subject, m.html, m.text].join("\n")),
      hooks: hooks.map((h) => h.body),
      eml,
    };
  }

  const mentions = (copies: Awaited<ReturnType<typeof everyCopy>>, words: string[]) =>
    [...copies.mails, ...copies.hooks, ...copies.eml].filter((text) =>
      words.some((word) => text.includes(word)),
    );

  it("erasing a person removes or redacts every copy, and leaves other people's", async () => {
    const email = "erin.erasable@example.com";
    const words = [email, "Erin Erasable", "Secretive Co", "secret migration"];
    const id = await quoteFrom("Erin Erasable", email, "Secretive Co", "Our secret migration");
    const otherId = await quoteFrom("Otto Other", "otto@example.com", "Other Co", "Other plan");
    // Staff alerts are linked to their lead, so that they can be found.
    const alerts = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "alert"));
    expect(alerts.length).toBeGreaterThanOrEqual(2);
    expect(alerts.find((m) => m.replyTo === email)).toMatchObject({
      leadKind: "quotes",
      leadId: id,
    });
    // Mail to their address tied to no record (an account e-mail), an alert queued before alerts
    // were linked, and a staff digest naming both leads.
    await enqueueNotice(database.db, {
      kind: "verify-email",
      to: email,
      subject: "Confirm your e-mail",
      html: "<p>Hello Erin Erasable</p>",
      text: "Hello Erin Erasable",
    });
    await enqueueNotice(database.db, {
      kind: "alert",
      to: "old-alerts@example.com",
      replyTo: email,
      subject: "New in Quote Requests: Erin Erasable",
      html: "<p>Erin Erasable: Our secret migration</p>",
      text: "Erin Erasable: Our secret migration",
    });
    const lead = (leadId: string, name: string) => ({
      total: 1,
      rows: [
        { kind: "quotes" as const, id: leadId, reference: 1, name, at: new Date(), ownerId: null },
      ],
    });
    const when = () => "today";
    const digest = summaryMail(
      "Your leads for Nov 23, 2026: 1 overdue, 1 untouched",
      [
        {
          title: "Overdue follow-ups",
          listed: lead(id, "Erin Erasable"),
          moreHref: "/admin/my-work",
          when,
        },
        {
          title: "Untouched: unassigned",
          listed: lead(otherId, "Otto Other"),
          moreHref: "/admin/my-work",
          when,
        },
      ],
      ORIGIN,
    );
    await enqueueNotice(database.db, { kind: "digest", to: "staff@example.com", ...digest });
    // Everything is sent, as .eml files (no SMTP_URL), and the webhooks delivered.
    const transport = createMailTransport({ dataDir, from: "site@example.com" });
    await deliverDueNotices(database.db, transport, { limit: 100 });
    transport.close();
    await database.db.update(webhookDeliveries).set({ deliveredAt: new Date() });
    expect(mentions(await everyCopy(), words).length).toBeGreaterThan(4);

    const data = await findPersonData(database.db, email);
    await erasePersonData(
      database.db,
      data,
      { action: "data-erasure", actor: null, ip: null },
      { dataDir },
    );

    const after = await everyCopy();
    expect(mentions(after, words)).toEqual([]);
    // The digest stays for its reader, with the erased lead's name replaced.
    const [kept] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "digest"));
    expect(kept?.text).toContain("Otto Other");
    expect(kept?.text).toContain("Anonymised");
    expect(kept?.html).toContain("Otto Other");
    // Copies about other people stay.
    expect(mentions(after, ["Otto Other"]).length).toBeGreaterThan(2);
    expect(after.hooks.some((body) => body.includes("otto@example.com"))).toBe(true);
    expect(after.eml.some((text) => text.includes("otto@example.com"))).toBe(true);
  });

  it("retention's anonymisation takes the lead's alerts and webhook deliveries too", async () => {
    // Sent mail is kept for as long as the lead here, so only the anonymisation can reach it.
    await saveRetention(database.db, null, { applications: "180", leads: "730", messages: "3650" });
    const email = "rita.retained@example.com";
    const id = await quoteFrom("Rita Retained", email, "Retained Co", "Old plan");
    await database.db.update(quotes).set({ status: "Closed" }).where(eq(quotes.id, id));
    const about = async () => ({
      mails: await database.db.select().from(emailOutbox).where(eq(emailOutbox.leadId, id)),
      hooks: await database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.leadId, id)),
    });
    const before = await about();
    expect(before.mails.some((mail) => mail.kind === "alert")).toBe(true);
    expect(before.hooks).toHaveLength(1);

    const run = await runRetention(database.db, new Date(Date.now() + 731 * DAY), { dataDir });
    expect(run?.quotes).toBeGreaterThanOrEqual(1);
    const after = await about();
    expect(after.mails).toEqual([]);
    expect(after.hooks).toEqual([]);
    const left = await database.db.select().from(emailOutbox);
    expect(left.filter((mail) => `${mail.replyTo} ${mail.text}`.includes(email))).toEqual([]);
  });

  it("anonymising an unknown kind of record fails and changes nothing", async () => {
    const [application] = await database.db
      .insert(jobApplications)
      .values({ name: "Cara Candidate", email: "cara@example.com", message: "Hire me" })
      .returning({ id: jobApplications.id });
    const ids = [application?.id ?? ""];
    await expect(
      database.db.transaction((tx) => anonymiseLeads(tx, "jobs" as LeadKind, ids)),
    ).rejects.toThrow();
    const [kept] = await database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, ids[0] ?? ""));
    expect(kept).toMatchObject({ name: "Cara Candidate", message: "Hire me" });
  });
});

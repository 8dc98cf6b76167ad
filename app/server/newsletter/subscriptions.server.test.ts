import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { startSmtpPeer } from "../../../tests/support/smtp";
import { temporaryDirectoryForThisFile } from "../../../tests/support/temporary-directory";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { exportLeads } from "../dashboard/list-csv.server";
import {
  emailOutbox,
  leads,
  newsletterSubscriptions,
  statusChanges,
  submissionConsents,
} from "../db/schema.server";
import { visitor } from "../intake/testing.server";
import { deliverDueNotices } from "../mail/outbox-delivery.server";
import { createMailTransport } from "../mail/transport.server";
import { anonymiseLeads } from "../privacy/anonymise.server";
import { erasePersonData } from "../privacy/erasure.server";
import { describePersonData, findPersonData } from "../privacy/person-data.server";
import {
  CONFIRM_MAILS_PER_DAY,
  confirmSubscription,
  subscribe,
  unsubscribe,
} from "./subscriptions.server";
import { newsletterToken, readNewsletterToken } from "./token.server";

const notice = { privacyNotice: "2026-11-26" };

/** The newsletter's double opt-in, one-click unsubscribe and its mail (record 079). */
describe(`newsletter subscriptions (${engine})`, () => {
  const database = ownDatabaseForThisFile();
  const dataDir = temporaryDirectoryForThisFile("newsletter-");

  const rowOf = async (email: string) => {
    const [row] = await database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    return row;
  };
  const mailsTo = (to: string) =>
    database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

  it("stores a sign-up as pending, with its key row and notice version, and queues a confirm mail", async () => {
    const result = await subscribe(
      { email: "ada@example.com", name: "Ada", ...notice },
      visitor(),
      database.db,
    );
    expect(result).toMatchObject({ ok: true, status: 200, toast: { title: "Check your inbox" } });
    const row = await rowOf("ada@example.com");
    expect(row).toMatchObject({ status: "Pending", name: "Ada", confirmedAt: null });
    const [key] = await database.db
      .select()
      .from(leads)
      .where(eq(leads.id, row?.id ?? ""));
    expect(key?.kind).toBe("subscriptions");
    const consents = await database.db
      .select()
      .from(submissionConsents)
      .where(eq(submissionConsents.recordId, row?.id ?? ""));
    expect(consents.map((c) => c.noticeVersion)).toEqual(["2026-11-26"]);
    const [mail] = await mailsTo("ada@example.com");
    expect(mail).toMatchObject({ kind: "newsletter-confirm", leadKind: "subscriptions" });
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("answers the same for a known address, and sends it a limited number of mails", async () => {
    const email = "grace@example.com";
    const answers = [];
    for (let i = 0; i < CONFIRM_MAILS_PER_DAY + 3; i++)
      answers.push(await subscribe({ email, ...notice }, visitor(), database.db));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await mailsTo(email)).toHaveLength(CONFIRM_MAILS_PER_DAY);
    const rows = await database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(rows).toHaveLength(1);
    // Confirmed: the same answer again, and no mail at all.
    const row = await rowOf(email);
    await database.db
      .update(newsletterSubscriptions)
      .set({ status: "Confirmed" })
      .where(eq(newsletterSubscriptions.id, row?.id ?? ""));
    const again = await subscribe(
      { email: "GRACE@example.com", ...notice },
      visitor(),
      database.db,
    );
    expect(again).toEqual(answers[0]);
  });

  it("refuses a bad address with the form's field errors, and answers bots without saving", async () => {
    const bad = await subscribe({ email: "not-an-address", ...notice }, visitor(), database.db);
    expect(bad).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { email: expect.any(String) },
    });
    const bot = await subscribe(
      { email: "bot@example.com", website: "https://spam.example" },
      visitor(),
      database.db,
    );
    expect(bot.ok).toBe(true);
    expect(await rowOf("bot@example.com")).toBeUndefined();
  });

  it("confirms once with a signed link, and refuses forged or expired ones", async () => {
    await subscribe({ email: "linus@example.com", ...notice }, visitor(), database.db);
    const id = (await rowOf("linus@example.com"))?.id ?? "";
    const token = newsletterToken("confirm", id);
    expect(readNewsletterToken("unsubscribe", token)).toBeNull();
    expect(readNewsletterToken("confirm", `${token}x`)).toBeNull();
    const later = new Date(Date.now() + 8 * 86_400_000);
    expect(readNewsletterToken("confirm", token, later)).toBeNull();
    expect(await confirmSubscription(readNewsletterToken("confirm", token), database.db)).toBe(
      "done",
    );
    expect(await confirmSubscription(id, database.db)).toBe("already");
    expect(await confirmSubscription(null, database.db)).toBe("invalid");
    const row = await rowOf("linus@example.com");
    expect(row?.status).toBe("Confirmed");
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    // Welcomed once, with the one-click unsubscribe every newsletter mail carries.
    const welcomes = (await mailsTo("linus@example.com")).filter(
      (mail) => mail.kind === "newsletter-welcome",
    );
    expect(welcomes).toHaveLength(1);
    expect(welcomes[0]?.subject).toBe("Welcome to Insights by e-mail");
    expect(welcomes[0]?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(welcomes[0]?.text).toContain("Our latest articles");
  });

  it("unsubscribes idempotently, records it, and a new sign-up starts over as pending", async () => {
    await subscribe({ email: "ken@example.com", ...notice }, visitor(), database.db);
    const id = (await rowOf("ken@example.com"))?.id ?? "";
    await confirmSubscription(id, database.db);
    const token = newsletterToken("unsubscribe", id);
    // The unsubscribe link never expires: it sits in mail people keep.
    expect(readNewsletterToken("unsubscribe", token, new Date(Date.now() + 3e12))).toBe(id);
    expect(await unsubscribe(readNewsletterToken("unsubscribe", token), database.db)).toBe("done");
    expect(await unsubscribe(id, database.db)).toBe("already");
    expect((await rowOf("ken@example.com"))?.status).toBe("Unsubscribed");
    const history = await database.db
      .select({ to: statusChanges.toStatus })
      .from(statusChanges)
      .where(and(eq(statusChanges.leadKind, "subscriptions"), eq(statusChanges.leadId, id)));
    expect(history.map((h) => h.to)).toEqual(["Confirmed", "Unsubscribed"]);
    await subscribe({ email: "ken@example.com", ...notice }, visitor(), database.db);
    expect((await rowOf("ken@example.com"))?.status).toBe("Pending");
  });

  it("lets an erased address sign up again", async () => {
    await subscribe({ email: "erased@example.com", ...notice }, visitor(), database.db);
    const id = (await rowOf("erased@example.com"))?.id ?? "";
    await database.db.transaction((tx) => anonymiseLeads(tx, "subscriptions", [id]));
    const [erased] = await database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, id));
    expect(erased).toMatchObject({ email: "anonymised@invalid", status: "Unsubscribed" });
    await subscribe({ email: "erased@example.com", ...notice }, visitor(), database.db);
    expect((await rowOf("erased@example.com"))?.status).toBe("Pending");
  });

  it("is in the list's CSV, the privacy export and the erasure, from its registry entry", async () => {
    await subscribe({ email: "Hedy@example.com", name: "Hedy", ...notice }, visitor(), database.db);
    const csv = await exportLeads("subscriptions", {}, {}, database.db);
    expect(csv.split("\r\n")[0]).toBe(
      "ID,Created,Name,Email,Status,Owner,Follow-up,Confirmed,Unsubscribed,First response",
    );
    expect(csv).toContain("Hedy@example.com,Pending");
    const data = await findPersonData(database.db, "hedy@example.com");
    expect(data.records.map((r) => r.kind)).toEqual(["subscriptions"]);
    expect(describePersonData(data)).toBe("1 newsletter subscription");
    await erasePersonData(database.db, data, {
      action: "data-erasure",
      actor: null,
      ip: null,
    });
    expect(await rowOf("Hedy@example.com")).toBeUndefined();
    expect(await mailsTo("Hedy@example.com")).toHaveLength(0);
  });

  it("sends the confirm mail with its unsubscribe link and one-click headers", async () => {
    const peer = await startSmtpPeer();
    const transport = createMailTransport({ smtpUrl: peer.url, dataDir, from: "site@example.com" });
    await subscribe({ email: "barbara@example.com", ...notice }, visitor(), database.db);
    while ((await deliverDueNotices(database.db, transport)).sent > 0) {}
    transport.close();
    await peer.close();
    const mail = peer.received.find((m) => m.to.includes("barbara@example.com"));
    const id = (await rowOf("barbara@example.com"))?.id ?? "";
    // Long headers are folded onto the next line; a mail program reads them unfolded.
    const raw = (mail?.raw ?? "").replace(/\r?\n[ \t]+/g, " ");
    expect(raw).toMatch(
      /^List-Unsubscribe:\s+<https?:\/\/[^>]+\/newsletter\/unsubscribe\?token=[^>]+>\r?$/m,
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const header = /^List-Unsubscribe:\s+<([^>]+)>/m.exec(raw)?.[1] ?? "";
    expect(readNewsletterToken("unsubscribe", new URL(header).searchParams.get("token"))).toBe(id);
    expect(mail?.text).toContain(header);
    const confirm = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail?.text ?? "")?.[0];
    expect(
      readNewsletterToken("confirm", new URL(confirm ?? "http://x").searchParams.get("token")),
    ).toBe(id);
  });
});

import { randomUUID } from "node:crypto";
import { mkdir, readdir, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  emailOutbox,
  quotes,
  webhookDeliveries,
  webhookEndpoints,
} from "../../app/server/db/schema.server";
import * as retention from "../../app/server/privacy/retention.server";
import { temporaryDirectoryForThisFile } from "../support/temporary-directory";
import { engine, ownDatabaseForThisFile } from "../support/test-database";
import { DAY } from "../support/time";

// Issue item 9: sent mail and finished webhook deliveries have a retention period of their own
// (30 days unless an admin sets another), applied by the daily retention job; the .eml copies
// age out in each instance's housekeeping turn (record 068).

describe(`retention of sent mail and webhooks (${engine})`, () => {
  let endpointId = "";
  let leadId = "";
  const database = ownDatabaseForThisFile(async ({ db }) => {
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({ url: "https://hooks.example.com/x", secret: "whsec_x", events: ["lead.created"] })
      .returning({ id: webhookEndpoints.id });
    endpointId = endpoint?.id ?? "";
    const [lead] = await db
      .insert(quotes)
      .values({ name: "Olga Open", email: "olga@example.com", industry: "Other", description: "x" })
      .returning({ id: quotes.id });
    leadId = lead?.id ?? "";
  });
  const dataDir = temporaryDirectoryForThisFile("privacy-retention-");

  const ago = (days: number, now: Date) => new Date(now.getTime() - days * DAY);

  async function mail(kind: string, sentDaysAgo: number | null, now: Date, lead = false) {
    const at = ago(sentDaysAgo ?? 40, now);
    const [row] = await database.db
      .insert(emailOutbox)
      .values({
        kind,
        to: kind === "reply" || kind === "verify-email" ? "olga@example.com" : "staff@example.com",
        subject: `${kind} about Olga Open`,
        html: "<p>Olga Open</p>",
        text: "Olga Open",
        createdAt: at,
        sentAt: sentDaysAgo === null ? null : at,
        leadKind: lead ? "quotes" : null,
        leadId: lead ? leadId : null,
      })
      .returning({ id: emailOutbox.id });
    return row?.id ?? "";
  }

  async function delivery(
    state: "delivered" | "abandoned" | "pending",
    daysAgo: number,
    now: Date,
  ) {
    const at = ago(daysAgo, now);
    const [row] = await database.db
      .insert(webhookDeliveries)
      .values({
        endpointId,
        event: "lead.created",
        leadKind: "quotes",
        leadId,
        body: JSON.stringify({ lead: { name: "Olga Open", email: "olga@example.com" } }),
        createdAt: at,
        deliveredAt: state === "delivered" ? at : null,
        abandonedAt: state === "abandoned" ? at : null,
      })
      .returning({ id: webhookDeliveries.id });
    return row?.id ?? "";
  }

  const ids = async () => ({
    mails: (await database.db.select({ id: emailOutbox.id }).from(emailOutbox)).map((r) => r.id),
    hooks: (await database.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries)).map(
      (r) => r.id,
    ),
  });

  it("deletes sent mail and finished deliveries after 30 days; keeps the rest", async () => {
    const now = new Date();
    const oldNotice = await mail("quote", 40, now, true);
    const oldAlert = await mail("alert", 40, now, true);
    const oldAccountMail = await mail("verify-email", 40, now);
    const oldDigest = await mail("digest", 40, now);
    const recentAlert = await mail("alert", 10, now, true);
    const oldReply = await mail("reply", 40, now, true);
    const neverSent = await mail("quote", null, now, true);
    const oldDelivered = await delivery("delivered", 40, now);
    const oldAbandoned = await delivery("abandoned", 40, now);
    const recentDelivered = await delivery("delivered", 10, now);
    const pending = await delivery("pending", 40, now);

    expect((await retention.loadRetention(database.db)).messages).toBe(30);
    const run = await retention.runRetention(database.db, now, { dataDir });
    expect(run).toMatchObject({ mails: 4, webhookDeliveries: 2 });
    const left = await ids();
    for (const gone of [oldNotice, oldAlert, oldAccountMail, oldDigest]) {
      expect(left.mails).not.toContain(gone);
    }
    // The person's own correspondence stays with the record; mail never sent is still to send.
    expect(left.mails).toEqual(expect.arrayContaining([recentAlert, oldReply, neverSent]));
    expect(left.hooks).not.toContain(oldDelivered);
    expect(left.hooks).not.toContain(oldAbandoned);
    expect(left.hooks).toEqual(expect.arrayContaining([recentDelivered, pending]));
  });

  it("the period is an admin's setting, checked like the others", async () => {
    const refused = await retention.saveRetention(database.db, null, {
      applications: "180",
      leads: "730",
      messages: "0",
    });
    expect(refused).toMatchObject({ ok: false, status: 400 });
    const saved = await retention.saveRetention(database.db, null, {
      applications: "180",
      leads: "730",
      messages: "7",
    });
    expect(saved.ok).toBe(true);
    expect((await retention.loadRetention(database.db)).messages).toBe(7);
    // The next day's run takes what is now past seven days.
    const tomorrow = new Date(Date.now() + DAY);
    const run = await retention.runRetention(database.db, tomorrow, { dataDir });
    expect(run).toMatchObject({ mails: 1, webhookDeliveries: 1 });
  });

  it("prunes this instance's .eml copies older than the period", async () => {
    const dir = join(dataDir, "mail");
    await mkdir(dir, { recursive: true });
    const now = new Date();
    const file = async (days: number) => {
      const name = `${now.toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`;
      await writeFile(join(dir, name), "To: olga@example.com\r\n\r\nOlga Open\r\n");
      const at = ago(days, now);
      await utimes(join(dir, name), at, at);
      return name;
    };
    const old = await file(8);
    const recent = await file(2);
    const removed = await retention.pruneOldMailFiles(database.db, now, dataDir);
    expect(removed).toBe(1);
    const names = await readdir(dir);
    expect(names).toContain(recent);
    expect(names).not.toContain(old);
  });
});

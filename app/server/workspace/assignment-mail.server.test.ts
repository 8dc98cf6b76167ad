import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpPeer } from "../../../tests/support/smtp";
import { createTestDatabase } from "../../../tests/support/test-database";
import type { Database } from "../db/client.server";
import { useDatabase } from "../db/index.server";
import { quotes, users } from "../db/schema.server";
import { assignLeads } from "../leads/assignment.server";
import { deliverDueNotices } from "../mail/outbox-delivery.server";
import { createMailTransport } from "../mail/transport.server";
import { leadTimeline } from "./timeline.server";

const engine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

describe(`the owner's e-mail (${engine})`, () => {
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    useDatabase(database);
    dataDir = await mkdtemp(join(tmpdir(), "assign-mail-"));
    await database.db.insert(users).values([
      {
        id: "m-admin",
        email: "boss@example.com",
        name: "Boss",
        role: "admin",
        emailVerified: true,
        twoFactorEnabled: true,
      },
      {
        id: "m-owner",
        email: "owner@example.com",
        name: "Owen",
        role: "admin",
        emailVerified: true,
        twoFactorEnabled: true,
      },
    ]);
    // A fresh migrated database can take a while on a busy machine.
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("reaches a real SMTP peer, and the timeline shows it queued, failed, then sent", async () => {
    const [quote] = await database.db
      .insert(quotes)
      .values({
        name: 'Eve "<script>"',
        email: "eve@example.com",
        industry: "Other",
        description: "x",
      })
      .returning({ id: quotes.id });
    const id = quote?.id ?? "";
    await assignLeads("quotes", [id], "m-owner", { id: "m-admin", email: "boss@example.com" });
    const state = async () =>
      (await leadTimeline("quotes", id)).find((entry) => entry.type === "email");
    expect(await state()).toMatchObject({ state: "queued", to: "owner@example.com" });

    const refusing = await startSmtpPeer({ rejectRecipients: "No such mailbox" });
    const failing = createMailTransport({
      smtpUrl: refusing.url,
      dataDir,
      from: "site@example.com",
    });
    expect((await deliverDueNotices(database.db, failing)).failed).toBe(1);
    await failing.close();
    await refusing.close();
    expect(await state()).toMatchObject({
      state: "failed",
      error: expect.stringContaining("No such mailbox"),
    });

    await database.db.execute("update email_outbox set next_attempt_at = now()");
    const peer = await startSmtpPeer();
    const transport = createMailTransport({ smtpUrl: peer.url, dataDir, from: "site@example.com" });
    expect((await deliverDueNotices(database.db, transport)).sent).toBe(1);
    await transport.close();
    await peer.close();
    const [mail] = peer.received;
    expect(mail?.to).toContain("owner@example.com");
    expect(mail?.text).toContain(`/admin/leads/quotes/${id}`);
    expect(mail?.html).toContain("Eve &quot;&lt;script&gt;&quot;");
    expect(await state()).toMatchObject({ state: "sent", error: null });
  });
});

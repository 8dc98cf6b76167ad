import { describe, expect, it } from "vitest";
import { deliverOutbox } from "../../../tests/support/outbox";
import { temporaryDirectoryForThisFile } from "../../../tests/support/temporary-directory";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { quotes, users } from "../db/schema.server";
import { assignLeads } from "../leads/assignment.server";
import { leadTimeline } from "./timeline.server";

describe(`the owner's e-mail (${engine})`, () => {
  const database = databaseForThisFile(async () => {
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
  });
  const dataDir = temporaryDirectoryForThisFile("assign-mail-");

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

    const refused = await deliverOutbox(database.db, dataDir, {
      rejectRecipients: "No such mailbox",
    });
    expect(refused.failed).toBe(1);
    expect(await state()).toMatchObject({
      state: "failed",
      error: expect.stringContaining("No such mailbox"),
    });

    await database.db.execute("update email_outbox set next_attempt_at = now()");
    const { sent, received } = await deliverOutbox(database.db, dataDir);
    expect(sent).toBe(1);
    const [mail] = received;
    expect(mail?.to).toContain("owner@example.com");
    expect(mail?.text).toContain(`/admin/leads/quotes/${id}`);
    expect(mail?.html).toContain("Eve &quot;&lt;script&gt;&quot;");
    expect(await state()).toMatchObject({ state: "sent", error: null });
  });
});

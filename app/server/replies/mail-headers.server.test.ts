import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpPeer } from "../../../tests/support/smtp";
import { createTestDatabase } from "../../../tests/support/test-database";
import type { Database } from "../db/client.server";
import { enqueueNotice } from "../mail/outbox.server";
import { deliverDueNotices } from "../mail/outbox-delivery.server";
import { createMailTransport } from "../mail/transport.server";
import { personalMail } from "./personal-mail.server";

const engine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

describe(`e-mail that is trusted (${engine})`, () => {
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), "mail-headers-"));
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("carries a text part, List-Unsubscribe only when not transactional, one Message-ID across retries", async () => {
    const reply = personalMail(
      { subject: "Thanks {{name}}", body: "We got: {{summary}}" },
      { name: "Eve <script>", summary: "<img src=x onerror=alert(1)>" },
    );
    // A personal mail that is about no lead (a template's test); mail about a lead to its person
    // goes through enqueueLeadMail.
    const autoReply = await enqueueNotice(database.db, {
      kind: "template-test",
      to: "eve@example.com",
      ...reply,
    });
    const digest = await enqueueNotice(database.db, {
      kind: "digest",
      to: "staff@example.com",
      subject: "Your leads",
      html: "<p>2 overdue</p>",
      text: "2 overdue",
    });

    const refusing = await startSmtpPeer({ rejectRecipients: "Try later" });
    const failing = createMailTransport({
      smtpUrl: refusing.url,
      dataDir,
      from: "site@example.com",
    });
    expect((await deliverDueNotices(database.db, failing)).failed).toBe(2);
    failing.close();
    await refusing.close();

    await database.db.execute("update email_outbox set next_attempt_at = now()");
    const peer = await startSmtpPeer();
    const transport = createMailTransport({ smtpUrl: peer.url, dataDir, from: "site@example.com" });
    expect((await deliverDueNotices(database.db, transport)).sent).toBe(2);
    transport.close();
    await peer.close();

    const toEve = peer.received.find((m) => m.to.includes("eve@example.com"));
    const toStaff = peer.received.find((m) => m.to.includes("staff@example.com"));
    expect(toEve?.messageId).toBe(`<outbox-${autoReply.id}@example.com>`);
    expect(toStaff?.messageId).toBe(`<outbox-${digest.id}@example.com>`);
    expect(toEve?.text).toContain("We got: <img src=x onerror=alert(1)>");
    expect(toEve?.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(toEve?.html).not.toContain("<img");
    expect(toEve?.subject).toBe("Thanks Eve <script>");
    expect(toEve?.raw).not.toMatch(/^List-Unsubscribe:/im);
    expect(toStaff?.raw).toMatch(
      /^List-Unsubscribe: <https?:\/\/[^>]+\/admin\/settings\/alerts>/im,
    );
    expect(toStaff?.text).toContain("2 overdue");
  });
});

import { describe, expect, it } from "vitest";
import { deliverOutbox } from "../../../tests/support/outbox";
import { temporaryDirectoryForThisFile } from "../../../tests/support/temporary-directory";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { enqueueNotice } from "../mail/outbox.server";
import { personalMail } from "./personal-mail.server";

describe(`e-mail that is trusted (${engine})`, () => {
  const database = ownDatabaseForThisFile();
  const dataDir = temporaryDirectoryForThisFile("mail-headers-");

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

    const refused = await deliverOutbox(database.db, dataDir, { rejectRecipients: "Try later" });
    expect(refused.failed).toBe(2);

    await database.db.execute("update email_outbox set next_attempt_at = now()");
    const { sent, received } = await deliverOutbox(database.db, dataDir);
    expect(sent).toBe(2);

    const toEve = received.find((m) => m.to.includes("eve@example.com"));
    const toStaff = received.find((m) => m.to.includes("staff@example.com"));
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

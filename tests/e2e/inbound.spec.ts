import { createHmac, randomUUID } from "node:crypto";
import { createTransport } from "nodemailer";
import { createUser, query } from "../support/accounts";
import { e2e } from "./env";
import { mailsTo } from "./mailbox";
import { expect, expectAccessible, signInAs, test, toast } from "./support";

// Answers by e-mail come back to the record (record 075): a staff reply goes out through the
// server's SMTP peer with the record's Reply-To; the person's answer comes back through the
// server's real inbound SMTP listener and shows, in full, on the record.

test("an answer to a staff reply shows on the record in full, awaiting our answer until staff act", async ({
  page,
  context,
}, testInfo) => {
  const admin = await createUser(e2e.databaseUrl, { role: "admin", name: "Sam Staff" });
  const email = `ria-${testInfo.project.name}-${Date.now()}@example.com`;
  const [quote] = await query<{ id: string }>(
    e2e.databaseUrl,
    "insert into quotes (name, email, industry, description, owner_id) values ('Ria Replier', $1, 'Retail', 'New shop', $2) returning id",
    [email, admin.id],
  );
  await signInAs(context, admin);
  await page.goto(`/admin/leads/quotes/${quote?.id}`);
  await page.getByText(`Reply to ${email}`).click();
  await page.getByLabel("Message (plain text)").fill("Hello Ria,\nwhen can we talk?");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(toast(page)).toContainText("Reply queued.");
  await expect
    .poll(() => mailsTo(email)[0]?.replyTo ?? "", { timeout: 20_000 })
    .toMatch(/^reply\+q[0-9a-f]{32}-[0-9a-f]{24}@reply\.e2e\.test$/);
  const sent = mailsTo(email)[0];

  const client = createTransport({ host: "127.0.0.1", port: e2e.inboundPort, secure: false });
  const lines = [
    "Thursday at 10 works for us.",
    "",
    "Also:",
    "1. the shop",
    "2. the app",
    "3. the warehouse",
  ];
  await client.sendMail({
    from: `Ria Replier <${email}>`,
    to: sent?.replyTo,
    subject: `Re: ${sent?.subject}`,
    inReplyTo: sent?.messageId,
    text: `${lines.join("\n")}\n\nOn Monday, Brazos Digital wrote:\n> Hello Ria,\n> when can we talk?`,
  });
  client.close();

  await expect(async () => {
    await page.reload();
    await expect(page.getByText("Awaiting our answer")).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const answer = page.getByRole("listitem").filter({ hasText: "Reply from Ria Replier" });
  await expect(answer).toContainText(`Ria Replier <${email}>`);
  await expect(answer).toContainText("Thursday at 10 works for us.");
  await expect(answer).not.toContainText("when can we talk?");
  // Long messages fold after a few lines; the button unfolds them from the keyboard.
  const more = answer.getByRole("button", { name: "Show all" });
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(answer.getByRole("button", { name: "Show less" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(answer.getByText("3. the warehouse")).toBeVisible();
  // The reply that went out reads in full too.
  await expect(
    page.getByRole("listitem").filter({ hasText: `Reply from ${admin.name}` }),
  ).toContainText("when can we talk?");
  await expectAccessible(page);

  await page.getByLabel("Add a note").fill("Booked Thursday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(toast(page)).toContainText("Note added.");
  await expect(page.getByText("Awaiting our answer")).toHaveCount(0);
});

test("an answer about a record that is gone is filed on none and shows under Refused mail", async ({
  page,
  context,
}, testInfo) => {
  const admin = await createUser(e2e.databaseUrl, { role: "admin" });
  const subject = `Gone ${testInfo.project.name} ${Date.now()}`;
  // A correctly signed reply address (record 075) of a quote that does not exist: the listener
  // takes it (forged addresses are refused before DATA), and nothing is filed.
  const hex = randomUUID().replace(/-/g, "");
  const mac = createHmac("sha256", e2e.authSecret).update(`inbound-reply:q${hex}`).digest();
  const client = createTransport({ host: "127.0.0.1", port: e2e.inboundPort, secure: false });
  const sending = client.sendMail({
    from: "Mallory <mallory@example.com>",
    to: `reply+q${hex}-${mac.subarray(0, 12).toString("hex")}@reply.e2e.test`,
    subject,
    text: "Please file me somewhere.",
  });
  // The sender hears why at once (a bounce of their own), and the message is kept apart.
  await expect(sending).rejects.toThrow("550 Not accepted: record not found");
  client.close();

  await signInAs(context, admin);
  await expect(async () => {
    await page.goto("/admin/settings/refused-mail");
    await expect(page.getByRole("row").filter({ hasText: subject })).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row).toContainText("record not found");
  await expect(row).toContainText("mallory@example.com");
  await expect(page.getByRole("link", { name: "Refused mail" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectAccessible(page);
});

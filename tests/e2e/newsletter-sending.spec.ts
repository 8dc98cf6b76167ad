import { query } from "../support/accounts";
import { e2e } from "./env";
import { mailsTo } from "./mailbox";
import { expect, expectAccessible, signInAsNew, test, toast } from "./support";

// Sending an issue (records 110, 111): an editor writes it, sends a test to themselves, sends it
// to the list; the confirmed subscribers get it through the real SMTP peer (not the pending or
// unsubscribed one), a link in it is counted without knowing who followed it, and the mail's
// one-click unsubscribe works. The report and the public archive show it.

const mailWith = async (address: string, subject: string) => {
  await expect
    .poll(() => mailsTo(address).filter((mail) => mail.subject === subject).length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  const mail = mailsTo(address).find((candidate) => candidate.subject === subject);
  if (!mail) throw new Error("no mail");
  return mail;
};

// The previews are sandboxed frames without scripts: axe's attempt to run inside them is refused,
// which is the sandbox doing its job.
test.use({ expectedConsoleErrors: [/Blocked script execution in 'about:srcdoc'/] });

test("an editor writes an issue, tests it, sends it to confirmed subscribers; a link is counted and one click unsubscribes", async ({
  page,
  context,
  request,
}, testInfo) => {
  test.slow();
  const run = `${testInfo.project.name}-${Date.now()}`;
  const address = (who: string) => `${who}-${run}@example.com`;
  const confirmed = ["ada", "grace", "linus"].map(address);
  for (const [email, status] of [
    ...confirmed.map((email) => [email, "Confirmed"] as const),
    [address("pending"), "Pending"] as const,
    [address("gone"), "Unsubscribed"] as const,
  ])
    await query(
      e2e.databaseUrl,
      "insert into newsletter_subscriptions (name, email, status) values ('', $1, $2)",
      [email, status],
    );
  const editor = await signInAsNew(context, { role: "editor", email: address("editor") });

  await page.goto("/admin/newsletter/issues");
  // The staff header's tools menu leads here.
  await page.locator("header").first().getByRole("button", { name: "More" }).click();
  await expect(page.getByRole("menuitem", { name: "Newsletter issues" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByLabel("Start from").selectOption({ label: "A blank issue, written for e-mail" });
  await page.getByRole("button", { name: "New issue" }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/issues\/[0-9a-f-]{36}$/);

  const subject = `Notes from the field ${run}`;
  await page.getByLabel("Subject").fill(subject);
  await page
    .getByLabel("Body (Markdown)")
    .fill("Three things we learned.\n\nRead [our case studies](/case-studies) for more.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page)).toContainText("Issue saved");
  await page.reload();
  await expect(
    page.frameLocator("iframe[title$='on a phone']").getByRole("heading", { name: subject }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Send me a test" }).click();
  await expect(toast(page)).toContainText("Test sent");
  const testCopy = await mailWith(editor.email, `[Test] ${subject}`);
  expect(testCopy.text).toContain("Test copy: only you received this.");
  // A test's links go straight to their targets: looking at it adds no clicks.
  expect(testCopy.html).toContain("/case-studies");
  expect(testCopy.html).not.toContain("/l/0");

  await page.getByRole("button", { name: "Send now…" }).click();
  // The confirmation takes the focus, on its safe answer.
  await expect(page.getByRole("button", { name: "Cancel", exact: true })).toBeFocused();
  await page.getByRole("button", { name: /^Send to \d+ subscribers?$/ }).click();
  await expect(toast(page)).toContainText("Sending started");

  const mails = await Promise.all(confirmed.map((email) => mailWith(email, subject)));
  for (const mail of mails) {
    const raw = mail.raw.replace(/\r?\n[ \t]+/g, " ");
    expect(raw).toMatch(/^List-Unsubscribe: <[^>]+\/newsletter\/unsubscribe\?token=[^>]+>\r?$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  }
  expect(mailsTo(address("pending")).filter((mail) => mail.subject === subject)).toHaveLength(0);
  expect(mailsTo(address("gone")).filter((mail) => mail.subject === subject)).toHaveLength(0);

  // The link in the mail: the issue and the link's number, nobody's identity.
  const [first] = mails;
  const counted = /https?:\/\/[^"\s]+\/insights\/issues\/[a-z0-9-]+\/l\/0/.exec(first?.text ?? "");
  expect(counted?.[0]).toBeTruthy();
  const link = new URL(counted?.[0] ?? "");
  await page.goto(link.pathname);
  await expect(page).toHaveURL(/\/case-studies$/);
  const slug = link.pathname.split("/")[3] ?? "";
  const clicks = await query<{ clicks: number }>(
    e2e.databaseUrl,
    "select c.clicks from newsletter_link_clicks c join newsletter_issues i on i.id = c.issue_id where i.slug = $1 and c.link = 0",
    [slug],
  );
  expect(clicks[0]?.clicks).toBe(1);
  // Only the issue's own links redirect.
  expect((await request.get(`/insights/issues/${slug}/l/7`, { maxRedirects: 0 })).status()).toBe(
    404,
  );

  // The one-click unsubscribe a mail program posts, without a session.
  const raw = (first?.raw ?? "").replace(/\r?\n[ \t]+/g, " ");
  const unsubscribe = /^List-Unsubscribe:\s+<([^>]+)>/m.exec(raw)?.[1] ?? "";
  const answer = await request.post(unsubscribe, {
    form: { "List-Unsubscribe": "One-Click" },
    headers: { Cookie: "" },
  });
  expect(answer.status()).toBe(200);
  const [status] = await query<{ status: string }>(
    e2e.databaseUrl,
    "select status from newsletter_subscriptions where email = $1",
    [first?.to.replace(/^.*<|>.*$/g, "") ?? ""],
  );
  expect(status?.status).toBe("Unsubscribed");

  await page.goto("/admin/newsletter/issues");
  await page.getByRole("link", { name: subject }).click();
  const report = page.getByRole("region", { name: "Report" });
  await expect(report.getByText("Unsubscribed after it")).toBeVisible();
  await expect(report.getByRole("row").filter({ hasText: "/case-studies" })).toContainText("1");
  await expectAccessible(page);

  await page.goto("/insights/issues");
  await page.getByRole("link", { name: subject }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expectAccessible(page);
});

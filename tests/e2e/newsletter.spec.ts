import type { Page } from "@playwright/test";
import { query } from "../support/accounts";
import { e2e } from "./env";
import { mailsTo } from "./mailbox";
import { expect, expectAccessible, signInAsNew, test, toast } from "./support";

// The newsletter (record 079): the footer's sign-up, the confirm link from the mail the real
// SMTP peer received, the admins' list, and the one-click unsubscribe a mail program posts.

const confirmMail = async (address: string) => {
  await expect.poll(() => mailsTo(address).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const [mail] = mailsTo(address);
  if (!mail) throw new Error("no mail");
  return mail;
};
const statusOf = async (address: string) =>
  (
    await query<{ status: string }>(
      e2e.databaseUrl,
      "select status from newsletter_subscriptions where email = $1",
      [address],
    )
  )[0]?.status;

/** Signs `address` up (with `name`, if given) in the footer of the page at `path`. */
async function subscribeInFooter(page: Page, path: string, address: string, name?: string) {
  await page.goto(path);
  const form = page.getByRole("form", { name: "Subscribe to Insights by e-mail" });
  await form.getByLabel("E-mail").fill(address);
  if (name) await form.getByLabel("Name").fill(name);
  await form.getByRole("button", { name: "Subscribe" }).click();
}

test("a visitor signs up in the footer, confirms from the mail, shows in the admins' list, and unsubscribes in one click", async ({
  page,
  context,
  request,
}, testInfo) => {
  const address = `reader-${testInfo.project.name}@example.com`;
  await subscribeInFooter(page, "/about", address, "Rita Reader");
  await expect(toast(page)).toContainText("Check your inbox");
  // The footer's spec texts stay as they were.
  await expect(
    page.getByRole("contentinfo").getByText("Privacy Policy", { exact: true }),
  ).toBeVisible();

  const mail = await confirmMail(address);
  expect(mail.subject).toBe("Confirm your subscription to Insights by e-mail");
  const raw = mail.raw.replace(/\r?\n[ \t]+/g, " ");
  const unsubscribe = /^List-Unsubscribe:\s+<([^>]+)>/m.exec(raw)?.[1] ?? "";
  expect(unsubscribe).toContain("/newsletter/unsubscribe?token=");
  expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  const confirm = /\S+\/newsletter\/confirm\?token=\S+/.exec(mail.text)?.[0] ?? "";
  expect(await statusOf(address)).toBe("Pending");

  await page.goto(confirm);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByText("you are subscribed to Insights by e-mail")).toBeVisible();
  expect(await statusOf(address)).toBe("Confirmed");

  await signInAsNew(context, {
    role: "admin",
    email: `newsletter-admin-${testInfo.project.name}@example.com`,
  });
  await page.goto(`/admin/newsletter?q=${encodeURIComponent(address)}`);
  await expect(
    page.getByRole("table", { name: "Newsletter Subscriptions", exact: true }),
  ).toBeVisible();
  await expect(page.getByLabel("Status of Rita Reader's record")).toHaveValue("Confirmed");

  // A mail program's one-click post: no session, no Origin of ours; twice is the same as once.
  for (const _ of [1, 2]) {
    const answer = await request.post(unsubscribe, {
      form: { "List-Unsubscribe": "One-Click" },
      headers: { Cookie: "" },
    });
    expect(answer.status()).toBe(200);
  }
  expect(await statusOf(address)).toBe("Unsubscribed");
  // The link itself, opened in a browser, asks first.
  await page.goto(unsubscribe);
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer's sign-up is a plain post whose page gives the same answer", async ({
    page,
  }, testInfo) => {
    const address = `plain-${testInfo.project.name}@example.com`;
    await subscribeInFooter(page, "/", address);
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole("status")).toContainText("Check your inbox");
    await confirmMail(address);
    expect(await statusOf(address)).toBe("Pending");
  });
});

import { readFileSync } from "node:fs";
import { query } from "../support/accounts";
import { e2e } from "./env";
import { mailsTo } from "./mailbox";
import { expect, expectAccessible, signInAsNew, test, toast } from "./support";

// Proposals (record 115): an admin opens a deal from a demo request, builds a proposal from two
// CMS products and a free line and sends it; the client opens the link from the mail the real
// SMTP peer received, accepts on a phone-sized page, downloads the signed PDF and checks it on
// /proposals/verify; the won value shows under the visitor's campaign.

test("a proposal on a demo request's deal is accepted on a phone, verified, and won under its campaign", async ({
  page,
  context,
  browser,
}, testInfo) => {
  const tag = `prop${testInfo.project.name}${Date.now()}`;
  const contact = `${tag}@example.com`;
  const [lead] = await query<{ id: string }>(
    e2e.databaseUrl,
    "insert into demo_requests (name, email, company, source) values ('Jane Roe', $1, 'Acme', $2) returning id",
    [contact, JSON.stringify({ landing: "/products", utmSource: "e2e", utmCampaign: tag })],
  );
  const products = await query<{ name: string }>(
    e2e.databaseUrl,
    "select published->>'name' as name from content_items where type = 'product' and published is not null order by position limit 2",
  );
  await signInAsNew(context, { role: "admin" });

  // A deal opened from the demo request (record 113), then its proposals.
  await page.goto(`/admin/leads/demos/${lead?.id}`);
  await page.getByRole("button", { name: "Open a deal" }).click();
  await expect(page).toHaveURL(/\/admin\/deals\/[0-9a-f-]{36}$/);
  const dealId = new URL(page.url()).pathname.split("/").pop() ?? "";
  await page.getByRole("link", { name: "Proposals", exact: true }).click();
  await expect(page.getByText("No proposals on this deal yet.")).toBeVisible();
  const builder = page.getByRole("form", { name: "New proposal" });
  await builder.getByLabel("Title").fill("Fiori rollout, phase one");
  const lines = builder.getByRole("listitem");
  await lines
    .nth(0)
    .getByLabel("Product")
    .selectOption({ label: products[0]?.name ?? "" });
  await lines.nth(0).getByLabel("Unit price").fill("1,000.00");
  await builder.getByRole("button", { name: "Add a line" }).click();
  await lines
    .nth(1)
    .getByLabel("Product")
    .selectOption({ label: products[1]?.name ?? "" });
  await lines.nth(1).getByLabel("Quantity").fill("2");
  await lines.nth(1).getByLabel("Unit price").fill("250.50");
  await builder.getByRole("button", { name: "Add a line" }).click();
  await lines.nth(2).getByLabel("Description").fill("On-site workshop");
  await lines.nth(2).getByLabel("Unit price").fill("800");
  await builder.getByLabel("Tax %").fill("10");
  // 1,000.00 + 501.00 + 800.00 = 2,301.00, and 10 % tax: 2,531.10.
  await expect(page.getByTestId("builder-total")).toHaveText("$2,531.10");
  await expectAccessible(page);
  await builder.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page)).toContainText("Version 1 saved");
  await page.getByRole("button", { name: "Send version 1" }).click();
  await expect(toast(page)).toContainText("Proposal sent");
  await expect(page.getByText("Awaiting answer")).toBeVisible();

  await expect.poll(() => mailsTo(contact).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const [mail] = mailsTo(contact);
  expect(mail?.subject).toBe("Proposal: Fiori rollout, phase one");
  const link = /\S+\/proposals\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? "")?.[0] ?? "";
  expect(link).not.toBe("");

  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const client = await phone.newPage();
  await client.goto(new URL(link).pathname);
  await expect(client.getByRole("heading", { name: "Fiori rollout, phase one" })).toBeVisible();
  await expect(client.getByText("$2,531.10").first()).toBeVisible();
  await expectAccessible(client);
  await client.getByLabel("Your full name").fill("Jane Roe");
  await client.getByRole("checkbox").check();
  await client.getByRole("button", { name: "Accept proposal" }).click();
  await expect(client.getByRole("heading", { name: "Accepted — thank you" })).toBeVisible();
  await expectAccessible(client);
  const [download] = await Promise.all([
    client.waitForEvent("download"),
    client.getByRole("link", { name: "Download the signed PDF" }).click(),
  ]);
  const signed = readFileSync((await download.path()) ?? "");
  expect(signed.subarray(0, 5).toString()).toBe("%PDF-");

  await client.goto("/proposals/verify");
  await client.getByLabel("Proposal PDF").setInputFiles({
    name: "signed.pdf",
    mimeType: "application/pdf",
    buffer: signed,
  });
  await client.getByRole("button", { name: "Check" }).click();
  await expect(client.getByText("Verified: the signed proposal")).toBeVisible();
  await expect(client.getByText("by Jane Roe")).toBeVisible();
  await expectAccessible(client);

  const [won] = await query<{ won: boolean }>(
    e2e.databaseUrl,
    "select won_at is not null as won from deals where id = $1",
    [dealId],
  );
  expect(won?.won).toBe(true);

  // Won is revenue under the campaign that brought the visitor: the signed net, $2,301.00.
  await page.goto("/admin/analytics");
  const revenue = page.locator("section", {
    has: page.getByRole("heading", { name: "Won revenue by campaign" }),
  });
  await expect(revenue.getByRole("row", { name: new RegExp(tag) })).toContainText("$2,301.00");
  // The lead's conversation: the proposal sent, opened and accepted.
  await page.goto(`/admin/leads/demos/${lead?.id}`);
  await expect(page.getByText("Proposal sent").first()).toBeVisible();
  await expect(page.getByText("Proposal opened by the client").first()).toBeVisible();
  await expect(page.getByText("Proposal accepted", { exact: false }).first()).toBeVisible();

  // A forged link is a 404 that offers to contact us.
  const forged = await client.goto(`/proposals/${"A".repeat(43)}`);
  expect(forged?.status()).toBe(404);
  await expect(
    client.getByRole("main").getByRole("link", { name: "Contact us", exact: true }),
  ).toBeVisible();
  await phone.close();
});

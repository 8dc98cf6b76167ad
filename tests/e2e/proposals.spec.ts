import { readFileSync } from "node:fs";
import { createUser, query } from "../support/accounts";
import { e2e } from "./env";
import { mailsTo } from "./mailbox";
import { expect, expectAccessible, signInAs, test, toast } from "./support";

// Proposals (record 115): an admin builds one on a deal from two CMS products and a free line
// and sends it; the client opens the link from the mail the real SMTP peer received, accepts
// on a phone-sized page, downloads the signed PDF and checks it on /proposals/verify.

async function openDeal(contactEmail: string): Promise<string> {
  const [deal] = await query<{ id: string }>(
    e2e.databaseUrl,
    `insert into deals (title, company, contact_name, contact_email, value_minor, currency, stage_id, probability)
     select 'Fiori rollout', 'Acme', 'Jane Roe', $1, 0, 'USD', id, probability from deal_stages
     where outcome = 'open' order by position limit 1 returning id`,
    [contactEmail],
  );
  return deal?.id ?? "";
}

test("an admin sends a proposal; the client accepts it on a phone and verifies the signed PDF", async ({
  page,
  context,
  browser,
}, testInfo) => {
  const contact = `client-${testInfo.project.name}-${Date.now()}@example.com`;
  const dealId = await openDeal(contact);
  const products = await query<{ name: string }>(
    e2e.databaseUrl,
    "select published->>'name' as name from content_items where type = 'product' and published is not null order by position limit 2",
  );
  const admin = await createUser(e2e.databaseUrl, { role: "admin" });
  await signInAs(context, admin);

  await page.goto(`/admin/deals/${dealId}/proposals`);
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

  // A forged link is a 404 that offers to contact us.
  const forged = await client.goto(`/proposals/${"A".repeat(43)}`);
  expect(forged?.status()).toBe(404);
  await expect(
    client.getByRole("main").getByRole("link", { name: "Contact us", exact: true }),
  ).toBeVisible();
  await phone.close();
});

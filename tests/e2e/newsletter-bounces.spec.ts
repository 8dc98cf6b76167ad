import { createTransport } from "nodemailer";
import { query } from "../support/accounts";
import { deliveryReport } from "../support/delivery-reports";
import { e2e } from "./env";
import { expect, expectAccessible, signInAsNew, test } from "./support";

// Bounces (record 112): a mail server's report of a hard bounce, sent to the subscriber's return
// path at the server's real inbound SMTP listener, stops newsletter mail to the address, and the
// subscription's record says why.

test("a hard bounce stops newsletter mail, and the subscriber's record says why", async ({
  page,
  context,
}, testInfo) => {
  const address = `gone-${testInfo.project.name}-${Date.now()}@example.org`;
  const [row] = await query<{ id: string }>(
    e2e.databaseUrl,
    "insert into newsletter_subscriptions (name, email, status, confirmed_at) values ('Gus Gone', $1, 'Confirmed', now()) returning id",
    [address],
  );
  const subscriberId = row?.id ?? "";
  const { bounceAddressFor } = await import("../../app/server/newsletter/bounce-address.server");
  const issueId = "4d000000-0000-4000-8000-000000000001";
  const returnPath = bounceAddressFor({ subscriberId, issueId }, e2e.inboundDomain) ?? "";
  const client = createTransport({ host: "127.0.0.1", port: e2e.inboundPort, secure: false });
  try {
    await client.sendMail({
      envelope: { from: "", to: returnPath },
      raw: deliveryReport("dsn-hard", returnPath, address),
    });
  } finally {
    client.close();
  }

  await signInAsNew(context, { role: "admin", name: "Nina Newsletter" });
  await page.goto(`/admin/leads/subscriptions/${subscriberId}`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText("Mail stopped", { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const why = page.getByRole("definition").filter({ hasText: /^Mail stopped:/ });
  await expect(why).toHaveText(
    /^Mail stopped: hard bounce \(5\.1\.1\) on [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
  );
  await expectAccessible(page);

  await page.goto(`/admin/newsletter?q=${encodeURIComponent(address)}`);
  const list = page.getByRole("table", { name: "Newsletter Subscriptions", exact: true });
  await expect(list.getByRole("row").filter({ hasText: "Gus Gone" })).toContainText(
    "hard bounce (5.1.1)",
  );
  const [stopped] = await query<{ suppressed: boolean }>(
    e2e.databaseUrl,
    "select suppressed_at is not null as suppressed from newsletter_subscriptions where id = $1",
    [subscriberId],
  );
  expect(stopped?.suppressed).toBe(true);
});

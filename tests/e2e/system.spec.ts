import { createUser, query } from "../support/accounts";
import { e2e } from "./env";
import {
  expect,
  expectAccessible,
  followNavLink,
  sessionCookieHeader,
  signInAs,
  test,
  toast,
} from "./support";

// The System page (record 104): where an owner looks when mail isn't arriving, reached from the
// staff Settings area; a given-up webhook delivery is retried from it.

test("an admin finds the System page under Settings and retries a given-up webhook", async ({
  page,
  context,
}, testInfo) => {
  const admin = await createUser(e2e.databaseUrl, { role: "admin" });
  const url = `https://hooks-${testInfo.project.name}-${Date.now()}.example.com/in`;
  const [delivery] = await query<{ id: string }>(
    e2e.databaseUrl,
    `with endpoint as (
       insert into webhook_endpoints (url, secret, events, enabled) values ($1, 's', '["lead.created"]', false)
       returning id)
     insert into webhook_deliveries (endpoint_id, event, body, attempts, last_status, abandoned_at)
     select id, 'lead.created', '{}', 12, 502, now() from endpoint returning id`,
    [url],
  );
  await signInAs(context, admin);
  await page.goto("/admin/settings");
  await followNavLink(page, "Settings", "System");
  await expect(page).toHaveURL(/\/admin\/system$/);
  await expect(page.getByRole("heading", { name: "System", level: 2 })).toBeVisible();
  for (const section of ["Outgoing mail", "Webhooks", "Incoming mail", "Backups and this server"])
    await expect(page.getByRole("heading", { name: section })).toBeVisible();
  await expect(page.getByText("Not scheduled (no BACKUP_DIR)")).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: url });
  await expect(item).toContainText("given up");
  await expect(item).toContainText("HTTP 502");
  await expectAccessible(page);

  await item.getByRole("button", { name: `Retry now: lead.created to ${url}` }).click();
  await expect(toast(page).filter({ hasText: "Delivery queued to retry now." })).toBeVisible();
  const [row] = await query<{ abandoned_at: Date | null }>(
    e2e.databaseUrl,
    "select abandoned_at from webhook_deliveries where id = $1",
    [delivery?.id],
  );
  expect(row?.abandoned_at).toBeNull();
});

test.describe("/metrics", () => {
  test.skip(({ isMobile }) => isMobile, "request-level checks run once");

  test("answers only METRICS_TOKEN's bearer, whoever is signed in", async ({ playwright }) => {
    const admin = await sessionCookieHeader(await createUser(e2e.databaseUrl, { role: "admin" }));
    const api = await playwright.request.newContext({ baseURL: e2e.baseURL });
    const attempts: Record<string, string>[] = [
      {},
      { Cookie: admin },
      { Authorization: "Bearer not-the-token" },
    ];
    for (const headers of attempts) {
      const refused = await api.get("/metrics", { headers });
      expect(refused.status(), JSON.stringify(headers)).toBe(401);
      expect(refused.headers()["cache-control"]).toBe("no-store");
    }
    const scrape = await api.get("/metrics", {
      headers: { Authorization: `Bearer ${e2e.metricsToken}` },
    });
    expect(scrape.status()).toBe(200);
    expect(scrape.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await scrape.text();
    expect(text).toMatch(/^site_outbox_waiting \d+$/m);
    expect(text).toMatch(/^site_db_pool_connections\{state="total"\} \d+$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{route="\/",status="200"\} \d+$/m);
    await api.dispose();
  });
});

import { site } from "../../app/content/site";
import { zonedParts } from "../../app/lib/zoned-time";
import { createUser, query } from "../support/accounts";
import { e2e } from "./env";
import { taggedUser } from "./records";
import { expect, expectAccessible, keepsShots, shot, signInAs, test, toast } from "./support";

/** Screenshots for review go outside the repository, only when asked for. */
test("a bulk assignment is one audit entry with names, site time and its records", async ({
  page,
  context,
  isMobile,
}, _testInfo) => {
  const { tag, user: admin } = await taggedUser("au", "admin", "Ada");
  const owner = await createUser(e2e.databaseUrl, { role: "admin", name: `Bea ${tag}` });
  const quotes = await query<{ id: string }>(
    e2e.databaseUrl,
    "insert into quotes (name, email, industry, description) select 'Quinn ' || n, 'q' || n || $1, 'Other', $2 from generate_series(1, 25) n returning id",
    [`-${tag}@example.com`, `Survey ${tag}`],
  );
  await signInAs(context, admin);

  if (isMobile) {
    // The list's bulk bar is a desktop flow; the same action, posted as its form does.
    const form = new URLSearchParams({ intent: "assign", owner: owner.id });
    for (const { id } of quotes) form.append("ids", id);
    const response = await page.request.post("/admin/quotes", {
      headers: { Origin: e2e.baseURL, "Content-Type": "application/x-www-form-urlencoded" },
      data: form.toString(),
      maxRedirects: 0,
    });
    expect(response.status()).toBeLessThan(400);
  } else {
    await page.goto(`/admin/quotes?q=${tag}`);
    await page.getByLabel("Select all on this page").check();
    await page.getByLabel("Assign to").selectOption({ label: `Bea ${tag}` });
    await page.getByRole("button", { name: "Assign", exact: true }).click();
    await expect(toast(page)).toContainText("Assigned 25 records.");
  }

  // Filters are a plain GET form: person, action and days in the site's time zone.
  await page.goto("/admin/audit");
  const filters = page.getByRole("form", { name: "Filter the audit log" });
  await filters.getByLabel("Person (name or e-mail)").fill(`ada ${tag}`);
  await filters.getByLabel("Action").selectOption({ label: "Assigned" });
  const today = zonedParts(new Date(), site.timeZone).date;
  await filters.getByLabel("From", { exact: true }).fill(today);
  await filters.getByLabel("To", { exact: true }).fill(today);
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/actor=ada\+au.*action=assigned.*from=.*to=/);

  const rows = page.getByRole("table").locator("tbody tr");
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(`Ada ${tag}`);
  await expect(row).toContainText("Assigned");
  await expect(row).toContainText(`To Bea ${tag}`);
  await expect(row.locator("time")).toHaveText(/\d{1,2}:\d{2} [AP]M C[SD]T$/);
  await expect(row).not.toContainText(owner.id);

  // The records fold under one line; a keyboard opens them.
  const summary = row.getByText("25 records");
  await summary.focus();
  await page.keyboard.press("Enter");
  const records = row.getByRole("link", { name: /^Q-\d+ Quinn \d+$/ });
  await expect(records).toHaveCount(25);
  await expect(records.first()).toHaveAttribute("href", /^\/admin\/leads\/quotes\/[0-9a-f-]{36}$/);
  await expect(row.getByRole("link", { name: `Ada ${tag}` })).toHaveAttribute(
    "href",
    `/admin/users?q=${encodeURIComponent(admin.email)}`,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectAccessible(page);
  await shot(page, "audit-filtered-expanded");

  // The export keeps the filters and every row, ids beside names.
  const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
  const csv = await (await page.request.get(href ?? "")).text();
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(26);
  expect(lines[1]).toContain(`Ada ${tag},${admin.email},${admin.id},Assigned,assigned,Q-`);
  expect(lines[1]).toContain(`To Bea ${tag}`);

  if (keepsShots) {
    await page.goto("/admin/audit");
    await page.getByText("25 records").first().click();
    await shot(page, "audit-unfiltered-expanded");
  }
});

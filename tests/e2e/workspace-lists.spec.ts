import { randomUUID } from "node:crypto";
import { startOfSiteDay } from "../../app/lib/zoned-time";
import { createUser, query } from "../support/accounts";
import { e2e } from "./env";
import { taggedUser } from "./records";
import { expect, expectAccessible, shot, signInAs, signInAsNew, test, toast } from "./support";

/** Three quotes only this test's search finds: overdue, due today, and one the admin owns. */
async function seedQuotes(tag: string, ownerId: string) {
  const now = new Date();
  const insert = (name: string, followUp: Date | null, owner: string | null) =>
    query(
      e2e.databaseUrl,
      "insert into quotes (name, email, industry, description, follow_up_at, owner_id) values ($1, $2, 'Other', $3, $4, $5)",
      [name, `${name.toLowerCase()}-${tag}@example.com`, `Survey ${tag} with GIS`, followUp, owner],
    );
  await insert("Alpha", startOfSiteDay(now, -1), null);
  await insert("Bravo", startOfSiteDay(now), null);
  await insert("Charlie", null, ownerId);
}

test("an admin works the lists: views, instant filters, sort, Back, bulk assign", async ({
  page,
  context,
  isMobile,
}) => {
  test.skip(isMobile, "list flows run on desktop");
  const { tag, user: admin } = await taggedUser("ws", "admin", "Ada");
  const other = await createUser(e2e.databaseUrl, { role: "admin", name: `Bea ${tag}` });
  await seedQuotes(tag, admin.id);
  await signInAs(context, admin);
  await page.goto("/admin/quotes");

  // A workspace, not a web page: the staff frame only.
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("button", { name: "Get a Quote" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);

  // Search looks in descriptions, and applies while typing.
  await page.getByLabel("Search", { exact: true }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`\\?q=${tag}$`));
  const views = page.getByRole("navigation", { name: "Quote Requests views" }).getByRole("link");
  await expect(views).toHaveText(["Mine 1", "Unassigned 2", "Due today 1", "Overdue 1", "All 3"]);
  await expect(views.filter({ hasText: "All" })).toHaveAttribute("aria-current", "page");
  // The list's own table, not the weekly chart's table of figures below it.
  const rows = page.getByRole("table", { name: "Quote Requests", exact: true }).locator("tbody tr");
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: "Charlie" })).toContainText(`Ada ${tag}`);
  await expect(rows.filter({ hasText: "Bravo" })).toContainText("Unassigned");
  // Dense: a full page of 25 rows fits a 1280 × 800 laptop viewport under the staff frame.
  const full = `full${randomUUID().slice(0, 8)}`;
  for (let i = 0; i < 9; i++) await seedQuotes(`${full}n${i}`, admin.id);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/quotes?q=${full}`);
  await expect(rows).toHaveCount(25);
  const last = await rows.nth(24).boundingBox();
  expect((last?.y ?? Infinity) + (last?.height ?? 0)).toBeLessThanOrEqual(800);
  await shot(page, "quotes", { fullPage: false });
  await page.goto(`/admin/quotes?q=${tag}`);

  await views.filter({ hasText: "Overdue" }).click();
  await expect(page).toHaveURL(new RegExp(`view=overdue&q=${tag}`));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Alpha");
  await expect(rows.first()).toContainText("(overdue)");
  await page.getByLabel("Status", { exact: true }).selectOption("Contacted");
  await expect(page).toHaveURL(/status=Contacted/);
  await expect(page.getByText("Nothing here for these filters.")).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption("");
  await expect(rows).toHaveCount(1);

  // Sorting by a column says so to assistive technology.
  await page.getByRole("columnheader", { name: "Name" }).getByRole("link").click();
  await expect(page).toHaveURL(/sort=name&dir=asc/);
  await expect(page.getByRole("columnheader", { name: "Name" })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  const listUrl = page.url();
  await expectAccessible(page);

  // A record keeps the list it came from; Back returns to the same view, filters and sort.
  const link = rows.first().getByRole("link", { name: "Alpha", exact: true });
  await expect(link).toHaveAttribute("href", /back=view%3Doverdue/);
  await link.click();
  await expect(page).toHaveURL(/\/admin\/leads\/quotes\//);
  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect(views.filter({ hasText: "Overdue" })).toHaveAttribute("aria-current", "page");

  // Bulk assign: select the page, pick a colleague, apply.
  await views.filter({ hasText: "All" }).click();
  await expect(rows).toHaveCount(3);
  await page.getByLabel("Select all on this page").check();
  await page.getByLabel("Assign to").selectOption({ label: `Bea ${tag}` });
  await page.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(toast(page)).toContainText("Assigned 3 records.");
  await expect(rows.filter({ hasText: `Bea ${tag}` })).toHaveCount(3);
  await expect(views).toHaveText(["Mine 0", "Unassigned 0", "Due today 1", "Overdue 1", "All 3"]);
  const owners = await query<{ owner_id: string }>(
    e2e.databaseUrl,
    "select owner_id from quotes where description like $1",
    [`%${tag}%`],
  );
  expect(owners.map((o) => o.owner_id)).toEqual([other.id, other.id, other.id]);

  // The export keeps the view and filters, and names its columns in words.
  const csv = await page.request.get(`/admin/export/quotes?view=overdue&q=${tag}`);
  const [header, ...lines] = (await csv.text()).trimEnd().split("\r\n");
  expect(header).toMatch(/^ID,Created,Name,Email,Status,Owner,Follow-up,Company,/);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`Bea ${tag}`);
});

test("hr works applications only: no lead counts, HR among the owners", async ({
  page,
  context,
  isMobile,
}) => {
  test.skip(isMobile, "list flows run on desktop");
  const hr = await signInAsNew(context, {
    role: "hr",
    name: `Harper ${randomUUID().slice(0, 6)}`,
  });
  await page.goto("/admin/jobs/applications");
  await expect(
    page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link"),
  ).toHaveText(["Job Postings"]);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  const options = await page.getByLabel("Assign to").locator("option").allTextContents();
  expect(options).toContain(hr.name);
  // The layout's data carries the applications count only, never the leads'.
  const data = await (await page.request.get("/admin/jobs/applications.data")).text();
  expect(data).not.toMatch(/"quotes"|"demos"|"contacts"/);
});

test("the workspace fits a phone: no sideways scrolling, tabs usable", async ({
  page,
  context,
  isMobile,
}) => {
  test.skip(!isMobile, "phone layout");
  const { tag, user: admin } = await taggedUser("ph", "admin", "Phoebe");
  await seedQuotes(tag, admin.id);
  await signInAs(context, admin);
  for (const path of ["/admin/quotes", "/admin/users"]) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.goto(`/admin/quotes?q=${tag}`);
  await shot(page, "quotes", { fullPage: false });
  await expect(
    page.getByRole("table", { name: "Quote Requests", exact: true }).locator("tbody tr"),
  ).toHaveCount(3);
  await page.getByRole("link", { name: "Demo Requests" }).click();
  await expect(page).toHaveURL(/\/admin\/demo-requests$/);
  await page.goto(`/admin/users?q=${encodeURIComponent(`Phoebe ${tag}`)}`);
  await expect(page.getByRole("cell", { name: admin.email, exact: true })).toBeVisible();
});

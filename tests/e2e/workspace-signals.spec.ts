import type { Page } from "@playwright/test";
import { createUser, query } from "../support/accounts";
import { e2e } from "./env";
import { sendContactMessage } from "./site-forms";
import { expect, expectAccessible, shot, signInAs, signInAsNew, test, toast } from "./support";

/** Sends the contact form as an anonymous visitor. */
const sendContact = (page: Page, name: string, email: string) =>
  sendContactMessage(page, { name, email, message: "Where did I come from?" });

test("the first visit's source is stored with the lead and shown on its record", async ({
  page,
  browser,
}, info) => {
  const email = `source-${info.project.name}-${Date.now()}@example.com`;
  await page.goto("/about?utm_source=newsletter&utm_medium=email&utm_campaign=fall-2026");
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === "bd_src")?.value)
    .toContain("newsletter");
  // A later landing does not replace the first one.
  await page.goto("/products?utm_source=other");
  await sendContact(page, "Sourced Visitor", email);
  const [row] = await query<{ id: string; source: Record<string, string> }>(
    e2e.databaseUrl,
    "select id, source from contact_submissions where email = $1",
    [email],
  );
  expect(row?.source).toEqual({
    landing: "/about",
    utmSource: "newsletter",
    utmMedium: "email",
    utmCampaign: "fall-2026",
  });

  const staff = await browser.newContext();
  await signInAsNew(staff, { role: "admin" });
  const admin = await staff.newPage();
  await admin.goto(`/admin/leads/contacts/${row?.id}`);
  const source = admin.getByRole("region", { name: /Source/ });
  await expect(source).toContainText("utm: newsletter");
  await expect(source).toContainText("/about");
  await expect(source).toContainText("fall-2026");
  await expectAccessible(admin);
  await staff.close();
});

test("a visitor who carries only the source cookie still gets cached pages", async ({
  playwright,
}, info) => {
  test.skip(info.project.name !== "desktop", "request-level check runs once");
  const api = await playwright.request.newContext({
    baseURL: e2e.baseURL,
    extraHTTPHeaders: { Cookie: `bd_src=${encodeURIComponent('{"landing":"/"}')}` },
  });
  await api.get("/about");
  const second = await api.get("/about");
  expect(second.headers()["x-cache"]).toBe("HIT");
  await api.dispose();
});

/** An admin on the contact-message list once its event stream has answered. */
async function openLiveList(page: Page) {
  await signInAs(page.context(), await createUser(e2e.databaseUrl, { role: "admin" }));
  // The stream answers once the server listens for leads: from then on none is missed.
  const streamOpen = page.waitForResponse((r) => new URL(r.url()).pathname === "/admin/events");
  await page.goto("/admin/contact-messages");
  await streamOpen;
}

test("a lead that arrives while a list is open appears within 2 seconds", async ({
  page,
  browser,
}, info) => {
  await openLiveList(page);
  const name = `Live ${info.project.name} ${Date.now()}`;
  await expect(page.getByText(name)).toHaveCount(0);
  const visitor = await browser.newContext();
  await sendContact(await visitor.newPage(), name, `live-${Date.now()}@example.com`);
  await expect(page.getByText(name).first()).toBeVisible({ timeout: 2000 });
  await visitor.close();

  await page.getByRole("button", { name: "Split by source" }).click();
  await expect(page.getByRole("button", { name: "Split by source" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.locator("svg g[role='img']").last().focus();
  await shot(page, "chart");
  await expectAccessible(page);
});

test.describe("offline", () => {
  // Requests made while the browser is offline fail, as they should.
  test.use({ expectedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] });
  test.beforeEach(async ({ page }, info) => {
    test.skip(info.project.name !== "desktop", "one browser shows the network drop");
    await openLiveList(page);
    await page.context().setOffline(true);
  });

  test("a lead list stays up while the network is down and shows what arrived once it is back", async ({
    page,
    browser,
  }) => {
    const name = `Offline ${Date.now()}`;
    const visitor = await browser.newContext();
    await sendContact(await visitor.newPage(), name, `offline-${Date.now()}@example.com`);
    await visitor.close();
    // The lead is announced while this browser is offline: the list must not try to reload (it
    // would fail into the error page) but keep its rows, and reload once the network is back.
    await page.waitForTimeout(1000);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
    await page.context().setOffline(false);
    await expect(page.getByText(name).first()).toBeVisible({ timeout: 5000 });
  });

  test("a page that cannot load offline says so, and loads once the network is back", async ({
    page,
  }) => {
    await page.getByLabel("Search", { exact: true }).fill("nobody-offline");
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await expectAccessible(page);
    await page.context().setOffline(false);
    await expect(page.getByLabel("Search", { exact: true })).toHaveValue("nobody-offline");
    await expect(page.getByRole("heading", { name: "You are offline" })).toHaveCount(0);
    await expect(page).toHaveURL(/\?q=nobody-offline$/);
  });
});

test("HR adds a posting with department, workplace, salary and a Markdown description; /careers shows them", async ({
  page,
  browser,
}, info) => {
  await signInAs(page.context(), await createUser(e2e.databaseUrl, { role: "hr" }));
  await page.goto("/admin/jobs");
  await page.getByRole("button", { name: "Add New Job Posting" }).click();
  const form = page.getByRole("form", { name: "Add New Job Posting" });
  const title = `Signals Engineer ${info.project.name}`;
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Location").fill("Austin, TX");
  await form.getByLabel("Department").fill("Data Platform");
  await form.getByLabel("Workplace type").selectOption("remote");
  await form
    .getByLabel("Description")
    .fill("You will build our data platform.\n\nYou bring:\n\n- Spark\n- dbt <b>and</b> SQL");
  await form.getByLabel("Salary from (USD per year)").fill("120000");
  await form.getByLabel("Salary to (USD per year)").fill("95000");
  await form.getByRole("button", { name: "Add Job" }).click();
  await expect(form.getByText("Maximum salary must be at least the minimum.")).toBeVisible();
  await form.getByLabel("Salary to (USD per year)").fill("150000");
  await form.getByRole("button", { name: "Add Job" }).click();
  await expect(toast(page)).toContainText("New job added successfully.");
  await expect(page.getByRole("link", { name: "0 applicants" }).first()).toBeVisible();

  const visitor = await browser.newContext();
  const careers = await visitor.newPage();
  await careers.goto("/careers");
  const posting = careers.getByRole("listitem").filter({ hasText: title });
  await expect(posting).toContainText("Data Platform");
  await expect(posting).toContainText("Remote");
  await expect(posting).toContainText("$120,000 – $150,000 a year");
  // The description keeps its paragraphs and list; raw HTML is not rendered (record 081).
  await expect(posting.locator("p", { hasText: "You will build our data platform." })).toHaveCount(
    1,
  );
  await expect(posting.getByRole("list").last().getByRole("listitem")).toHaveText([
    "Spark",
    "dbt and SQL",
  ]);
  await expect(posting.locator("b")).toHaveCount(0);
  const ld = await posting.locator("script[type='application/ld+json']").textContent();
  expect(JSON.parse(ld ?? "{}")).toMatchObject({
    directApply: true,
    jobLocationType: "TELECOMMUTE",
    baseSalary: {
      currency: "USD",
      value: { minValue: 120000, maxValue: 150000, unitText: "YEAR" },
    },
  });
  await shot(careers, "careers");
  await expectAccessible(careers);
  await visitor.close();
});

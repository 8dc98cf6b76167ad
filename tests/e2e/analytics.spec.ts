import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { BRAND_FONT_COOKIE } from "../../app/lib/brand-font";
import { SOURCE_COOKIE } from "../../app/lib/source-cookie";
import { query } from "../support/accounts";
import { e2e } from "./env";
import { fillQuoteDialog } from "./site-forms";
import {
  expect,
  expectAccessible,
  openMobileMenu,
  openQuoteDialog,
  shot,
  signInAsNew,
  test,
  toast,
} from "./support";

/** Screenshots for review go outside the repository, only when asked for. */
const eventsOf = (visitorOfCampaign: string) =>
  query<{ path: string }>(
    e2e.databaseUrl,
    `select path from analytics_events where visitor_key = (
       select visitor_key from analytics_events where utm_campaign = $1 limit 1) order by at`,
    [visitorOfCampaign],
  );

/** The row whose header cell is `name`, in the section titled `title`. */
function rowOf(page: Page, title: string, name: string) {
  return page
    .locator("section", { has: page.getByRole("heading", { name: title, exact: true }) })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name, exact: true }) });
}

test("page views from a campaign, a quote it brought and its conversion reach the Analytics page", async ({
  page: first,
  browser,
  isMobile,
}) => {
  const tag = `camp${randomUUID().slice(0, 8)}`;
  // Other tests browse from the same address with the same browser, which is one visitor to
  // the site: this visitor's browser says a word more, so its visit is its own.
  const userAgent = `${await first.evaluate(() => navigator.userAgent)} Visitor/${tag}`;
  const visitor = await browser.newContext({ userAgent });
  const page = await visitor.newPage();

  // A visitor lands from a campaign, then moves on by a link (a client navigation: its .data
  // request is counted, after the header link's prefetch on hover is not), then by address.
  await page.goto(`/case-studies?utm_source=e2e&utm_medium=email&utm_campaign=${tag}`);
  if (isMobile) {
    await (await openMobileMenu(page)).getByRole("link", { name: "Products" }).click();
  } else {
    const link = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Products" });
    await link.hover();
    await page.waitForTimeout(300);
    await link.click();
  }
  await expect(page).toHaveURL(/\/products$/);
  await expect
    .poll(async () => (await eventsOf(tag)).map((e) => e.path), { timeout: 10_000 })
    .toEqual(["/case-studies", "/products"]);
  await page.goto("/about");
  const dialog = await openQuoteDialog(page, isMobile);
  await fillQuoteDialog(dialog, { email: `${tag}@example.com` });
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(toast(page)).toContainText("Quote request sent!");
  await visitor.close();

  // Not counted: a browser that asks not to be tracked keeps no visitor key; bots; staff.
  const private_ = await browser.newContext({ extraHTTPHeaders: { "Sec-GPC": "1" } });
  await (await private_.newPage()).goto(`/?utm_campaign=${tag}-gpc`);
  await private_.close();
  const bot = await first.request.get(`/?utm_campaign=${tag}-bot`, {
    headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" },
  });
  expect(bot.status()).toBe(200);

  const admin = await browser.newContext({
    ...(isMobile ? { viewport: { width: 375, height: 740 } } : {}),
  });
  await signInAsNew(admin, { role: "admin" });
  const staff = await admin.newPage();
  await staff.goto(`/?utm_campaign=${tag}-staff`);
  const [quote] = await query<{ id: string; source: { utmCampaign?: string } }>(
    e2e.databaseUrl,
    "select id, source from quotes where email = $1",
    [`${tag}@example.com`],
  );
  expect(quote?.source.utmCampaign).toBe(tag);
  await staff.goto(`/admin/leads/quotes/${quote?.id}`);
  await staff.getByRole("combobox", { name: "Status" }).selectOption("Converted");
  await expect(toast(staff)).toContainText("Status updated!");

  // Three page views in one visit (not a bounce); the quote, won; one view without a key.
  await staff.goto("/admin/analytics?days=7");
  await expect(async () => {
    await staff.reload();
    await expect(rowOf(staff, "UTM campaigns", `${tag}-gpc`)).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  const campaign = rowOf(staff, "UTM campaigns", tag);
  await expect(campaign.getByRole("cell")).toHaveText(["1", "1", "0%", /\d+ s|\d+ min/]);
  await expect(rowOf(staff, "UTM campaigns", `${tag}-bot`)).toHaveCount(0);
  await expect(rowOf(staff, "UTM campaigns", `${tag}-staff`)).toHaveCount(0);
  // Visitors, converting visitors (the quote's sender, counted when it was saved: record 097),
  // then Quote Requests, Demo Requests, Contact Messages, Applications, Newsletter
  // Subscriptions, Partnership Inquiries (record 106), leads, won, and the conversion, on the
  // one basis of visitors.
  await expect(async () => {
    await staff.reload();
    const leads = rowOf(staff, "Leads by campaign", tag);
    await expect(leads.getByRole("cell")).toHaveText(
      ["1", "1", "1", "0", "0", "0", "0", "0", "1", "1", "100%"],
      { timeout: 500 },
    );
  }).toPass({ timeout: 15_000 });
  // The period reads as people say it (record 096): "30 Oct – 28 Nov" or "22 – 28 Nov".
  await expect(
    staff.getByText(
      /^\d{1,2} [A-Z][a-z]{2}( \d{4})? – \d{1,2} [A-Z][a-z]{2}( \d{4})?, compared with \d{1,2} [A-Z][a-z]{2}/,
    ),
  ).toBeVisible();
  await expect(rowOf(staff, "Top pages", "/case-studies")).toBeVisible();
  await expect(rowOf(staff, "Entry pages", "/case-studies")).toBeVisible();

  const csv = await staff.request.get("/admin/analytics/export?table=campaigns&days=7");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text()).split("\r\n");
  expect(lines[0]).toBe("campaigns,page_views,visitors,visits,bounce_rate,mean_visit_seconds");
  expect(lines).toContain(`${tag}-gpc,1,0,0,,`);
  expect(lines.find((line) => line.startsWith(`${tag},`))).toMatch(
    new RegExp(`^${tag},1,1,1,0.0000,\\d+$`),
  );

  await expectAccessible(staff);
  await shot(staff, "analytics");
  await admin.close();
});

test("public pages make no analytics request and set no cookie", async ({ page, context }) => {
  const requests: string[] = [];
  const cookiesSet: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  page.on("response", async (response) => {
    const cookie = await response.headerValue("set-cookie");
    if (cookie) cookiesSet.push(`${response.url()}: ${cookie}`);
  });
  for (const path of ["/?utm_source=news&utm_campaign=quiet", "/products", "/about"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  const own = new URL(e2e.baseURL).origin;
  expect(requests.filter((url) => new URL(url).origin !== own)).toEqual([]);
  // Only the page, its code, styles, images and fonts, and React Router's route manifest:
  // nothing sent to count the visit.
  const other = requests.filter(
    (url) =>
      !/\/(assets|media|fonts|images)\/|\/__manifest\?|\.(js|css|woff2|svg|png|webp|ico|data)(\?|$)/.test(
        url,
      ) && !["/", "/products", "/about"].includes(new URL(url).pathname),
  );
  expect(other).toEqual([]);
  expect(cookiesSet).toEqual([]);
  // The page's own script keeps the lead source for forms (record 041) and the typeface it
  // loaded; nothing else.
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names.filter((name) => name !== SOURCE_COOKIE && name !== BRAND_FONT_COOKIE)).toEqual([]);
});

test("an admin sets this month's lead goal and sees the progress, and turns their weekly report off and on", async ({
  browser,
  isMobile,
}) => {
  const context = await browser.newContext({
    ...(isMobile ? { viewport: { width: 375, height: 740 } } : {}),
  });
  const admin = await signInAsNew(context, { role: "admin" });
  const page = await context.newPage();
  await page.goto("/admin/analytics");
  const card = page.getByRole("region", { name: /^Lead goal, \w+ \d{4}$/ });
  const form = card.getByRole("form", { name: "Monthly lead goal" });

  // Checked in the browser with the server's schema: nothing is sent.
  await form.getByLabel("Leads goal").fill("0");
  await form.getByRole("button", { name: "Save goal" }).click();
  await expect(
    toast(page).filter({ hasText: "Leads goal must be between 1 and 100000." }),
  ).toBeVisible();
  await expect(form.getByLabel("Leads goal")).toHaveAttribute("aria-invalid", "true");

  // Both browser projects set the same goal, so either may run first.
  await form.getByLabel("Leads goal").fill("40");
  await form.getByRole("button", { name: "Save goal" }).click();
  await expect(toast(page).filter({ hasText: "Goal saved." })).toBeVisible();
  const bar = card.getByRole("progressbar", { name: /^Lead goal, / });
  await expect(bar).toHaveAttribute("aria-valuemax", "40");
  await expect(bar).toHaveAttribute("aria-valuetext", /^\d+ of 40 leads$/);
  await expect(card).toContainText(/\d+ of 40 leads \([\d.]+%\), day \d+ of \d+\./);
  await expect(card).toContainText(/Goal reached\.|(On|Behind) pace \(\d+ expected by today\)\./);
  const audited = await query<{ detail: { to: number } }>(
    e2e.databaseUrl,
    "select detail from audit_log where action = 'goal-changed' and actor_id = $1",
    [admin.id],
  );
  expect(audited.map((row) => row.detail.to)).toEqual([40]);

  const weekly = page.getByRole("region", { name: /^Weekly report by e-mail/ });
  await expect(weekly).toHaveAccessibleName("Weekly report by e-mail: on");
  await weekly.getByRole("button", { name: "Turn off weekly report" }).click();
  await expect(weekly).toHaveAccessibleName("Weekly report by e-mail: off");
  const optedOut = () =>
    query(e2e.databaseUrl, "select 1 from weekly_report_opt_outs where user_id = $1", [admin.id]);
  expect(await optedOut()).toHaveLength(1);
  await expectAccessible(page);
  await shot(page, "analytics-goal");
  await weekly.getByRole("button", { name: "Turn on weekly report" }).click();
  await expect(weekly).toHaveAccessibleName("Weekly report by e-mail: on");
  expect(await optedOut()).toHaveLength(0);

  // Last week's report as Monday's mail has it, and a test of it to this admin only (record 097).
  const range = /\d{1,2} [A-Z][a-z]{2}( \d{4})? – \d{1,2} [A-Z][a-z]{2}( \d{4})?/;
  const summary = weekly.getByText(/^Preview: Weekly analytics: /);
  await expect(summary).toHaveText(new RegExp(`^Preview: Weekly analytics: ${range.source}$`));
  await summary.click();
  await expect(weekly.getByText(/^Visitors: \d+ \(/m)).toBeVisible();
  await weekly.getByRole("button", { name: "Send me a test" }).click();
  await expect(toast(page).filter({ hasText: "Test report sent." })).toBeVisible();
  const sent = await query<{ to: string; subject: string }>(
    e2e.databaseUrl,
    'select "to", subject from email_outbox where kind = \'weekly-report\' and "to" = $1',
    [admin.email],
  );
  expect(sent).toHaveLength(1);
  expect(sent[0]?.subject).toMatch(new RegExp(`^Weekly analytics: ${range.source}$`));
  await expectAccessible(page);
  await context.close();
});

test("without scripts, the goal form is a plain post whose answer shows on the page", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signInAsNew(context, { role: "admin" });
  const page = await context.newPage();
  await page.goto("/admin/analytics");
  const form = page.getByRole("form", { name: "Monthly lead goal" });
  await form.getByLabel("Leads goal").fill("0");
  await form.getByRole("button", { name: "Save goal" }).click();
  await expect(page.getByRole("alert")).toContainText("Goal not saved");
  await expect(page.getByRole("alert")).toContainText("Leads goal must be between 1 and 100000.");
  await context.close();
});

test("a secret link's page is never cached nor shared, and made-up parameters do not skip the cache", async ({
  request,
}) => {
  // A booking link (record 096): personal, always live, whoever asks and however often.
  for (let i = 0; i < 2; i++) {
    const book = await request.get(`/book/not-a-real-token-${i}`);
    expect(book.headers()["cache-control"]).toBe("private, no-store");
    expect(book.headers()["x-cache"]).toBeUndefined();
  }
  const again = await request.get("/book/not-a-real-token-0");
  expect(again.headers()["x-cache"]).toBeUndefined();
  // utm_* and other parameters no page reads share one cached page.
  await request.get(`/about?utm_source=${randomUUID()}`);
  const made = await request.get(`/about?utm_campaign=${randomUUID()}&x=${randomUUID()}`);
  expect(made.headers()["x-cache"]).toBe("HIT");
  // A booking link's token is stored as its route (the capture runs on every answer).
  const tokens = await query<{ path: string }>(
    e2e.databaseUrl,
    "select path from analytics_events where path like '/book/%' and path <> '/book/:token' and path <> '/book/manage/:token'",
  );
  expect(tokens).toEqual([]);
});

test("a table pages 25 rows at a time with plain links, without scripts too", async ({
  browser,
}) => {
  // 30 campaigns on a day of its own (a random past day), so no other run shares the period.
  const tag = `page${randomUUID().slice(0, 6)}`;
  const day = new Date(Date.UTC(2020, 0, 1 + Math.floor(Math.random() * 1500)))
    .toISOString()
    .slice(0, 10);
  await query(
    e2e.databaseUrl,
    `insert into analytics_daily (day, dimension, value, page_views, visitors, visits)
       select $1::date, 'campaign', $2 || '-' || lpad(g::text, 2, '0'), 100 - g, 100 - g, 100 - g
       from generate_series(1, 30) g on conflict do nothing`,
    [day, tag],
  );
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signInAsNew(context, { role: "admin" });
  const page = await context.newPage();
  await page.goto(`/admin/analytics?from=${day}&to=${day}`);
  const table = page.locator("section#campaigns");
  await expect(rowOf(page, "UTM campaigns", `${tag}-25`)).toBeVisible();
  await expect(rowOf(page, "UTM campaigns", `${tag}-26`)).toHaveCount(0);
  const pager = table.getByRole("navigation", { name: "UTM campaigns pages" });
  await expect(pager).toContainText("1–25 of 30");
  await pager.getByRole("link", { name: "Next rows of UTM campaigns" }).click();
  await expect(page).toHaveURL(/campaigns-page=2/);
  await expect(rowOf(page, "UTM campaigns", `${tag}-26`)).toBeVisible();
  await expect(rowOf(page, "UTM campaigns", `${tag}-01`)).toHaveCount(0);
  await expect(pager).toContainText("26–30 of 30");
  await context.close();
});

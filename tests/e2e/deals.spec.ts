import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { query } from "../support/accounts";
import { e2e } from "./env";
import { expect, expectAccessible, shot, signInAs, signInAsNew, test, toast } from "./support";

/** The board column of a stage, by its heading. */
const column = (page: Page, stage: string) =>
  page.locator("section", {
    has: page.getByRole("heading", { name: new RegExp(`^${stage} \\(\\d+\\)$`) }),
  });

test("a demo request becomes a deal, moves by keyboard and by plain form, forecasts and is won under its campaign", async ({
  page,
  browser,
  context,
}) => {
  const tag = `deal${randomUUID().slice(0, 8)}`;
  const admin = await signInAsNew(context, { role: "admin", name: `Dee ${tag}` });
  const [lead] = await query<{ id: string }>(
    e2e.databaseUrl,
    `insert into demo_requests (name, email, company, source) values ($1, $2, $3, $4) returning id`,
    [
      "Jane Roe",
      `${tag}@example.com`,
      `Acme ${tag}`,
      JSON.stringify({ landing: "/products", utmSource: "e2e", utmCampaign: tag }),
    ],
  );
  const title = `Acme ${tag}`;

  // One click on the lead's record opens the deal, with its contact and company.
  await page.goto(`/admin/leads/demos/${lead?.id}`);
  await page.getByRole("button", { name: "Open a deal" }).click();
  await expect(page).toHaveURL(/\/admin\/deals\/[0-9a-f-]{36}$/);
  const dealUrl = page.url();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Contact e-mail")).toHaveValue(`${tag}@example.com`);
  await expect(page.getByRole("link", { name: "its record and timeline" })).toBeVisible();
  await page.getByLabel("Value").fill("12,500.50");
  await page.getByLabel("Expected close date").fill("2099-05-20");
  await page.getByRole("button", { name: "Save deal" }).click();
  await expect(toast(page)).toContainText("Deal saved.");
  await expectAccessible(page);
  await shot(page, "deal");

  // By keyboard on the board: the arrow key moves it one stage, and the focus follows it.
  await page.goto("/admin/deals");
  const handle = page.getByRole("button", { name: `Move ${title} (D-`, exact: false });
  await handle.focus();
  await page.keyboard.press("ArrowRight");
  await expect(toast(page)).toContainText("Moved to Proposal sent.");
  await expect(column(page, "Proposal sent").getByRole("link", { name: title })).toBeVisible();
  await expect(handle).toBeFocused();
  await expectAccessible(page);
  await shot(page, "deals-board");

  // Without scripts: the card's own form, a plain post.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  await signInAs(plain, admin);
  const noJs = await plain.newPage();
  await noJs.goto("/admin/deals");
  await noJs.getByLabel(`Stage of ${title}`).selectOption({ label: "Negotiation" });
  await noJs
    .getByRole("listitem")
    .filter({ has: noJs.getByRole("link", { name: title }) })
    .getByRole("button", { name: "Move", exact: true })
    .click();
  await expect(column(noJs, "Negotiation").getByRole("link", { name: title })).toBeVisible();
  await plain.close();

  // The forecast: 70 % of $12,500.50 is $8,750.35, in May 2099 and under its owner.
  await page.goto("/admin/deals/forecast");
  const month = page.locator("section", {
    has: page.getByRole("heading", { name: "By expected close month" }),
  });
  await expect(month.getByRole("row", { name: /May 2099/ })).toContainText("$8,750.35");
  const owner = page.locator("section", { has: page.getByRole("heading", { name: "By owner" }) });
  await expect(owner.getByRole("row", { name: new RegExp(admin.name) })).toContainText("$8,750.35");
  await expectAccessible(page);
  await shot(page, "deals-forecast");

  // Won on its page: the lead's timeline says so, and the value shows under the campaign.
  await page.goto(dealUrl);
  await page.getByLabel("Stage").selectOption({ label: "Won" });
  await page.getByRole("button", { name: "Save deal" }).click();
  await expect(toast(page)).toContainText("Deal saved.");
  await page.goto(`/admin/leads/demos/${lead?.id}`);
  await expect(page.getByText(`Deal won: ${title}`)).toBeVisible();
  await page.goto("/admin/analytics");
  const revenue = page.locator("section", {
    has: page.getByRole("heading", { name: "Won revenue by campaign" }),
  });
  await expect(revenue.getByRole("row", { name: new RegExp(tag) })).toContainText("$12,500.50");
});

test("the list filters by stage, owner and close month", async ({ page, context }) => {
  const admin = await signInAsNew(context, { role: "admin" });
  const tag = `list${randomUUID().slice(0, 8)}`;
  const [stage] = await query<{ id: string }>(
    e2e.databaseUrl,
    "select id from deal_stages where name = 'Qualified'",
  );
  await query(
    e2e.databaseUrl,
    `insert into deals (title, value_minor, stage_id, probability, owner_id, expected_close_on)
     values ($1, 100, $3, 20, $2, '2098-02-10'), ($4, 200, $3, 20, null, '2098-03-10')`,
    [`${tag} mine`, admin.id, stage?.id, `${tag} nobody`],
  );
  await page.goto(`/admin/deals/list?month=2098-02&owner=${admin.id}`);
  await expect(page.getByRole("link", { name: `${tag} mine` })).toBeVisible();
  await expect(page.getByRole("link", { name: `${tag} nobody` })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, "deals-list");

  // The stages under Settings: Won and Lost stay, the others can be moved and removed.
  await page.goto("/admin/settings/deal-stages");
  await expect(page.getByRole("button", { name: "Move Qualified up" })).toBeDisabled();
  await expect(page.getByText("Winning stage: stays")).toBeVisible();
  await expectAccessible(page);
  await shot(page, "deal-stages");
});

import { createUser, query } from "../support/accounts";
import { e2e } from "./env";
import { bookDemo, insertRow } from "./records";
import { expect, expectAccessible, shot, signInAs, signInAsNew, test, toast } from "./support";

// The lead record beside its side panel, actors by name, replies as their author with CC, the
// newsletter list without owner columns, and the compact staff header (record 118).

test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\)/] });

test("the staff header is compact: one row of navigation under the title, no keyboard hints on phones", async ({
  page,
  context,
  isMobile,
}) => {
  await signInAsNew(context, { role: "admin", name: "Hana Header" });
  await page.goto("/admin/quotes");
  const header = page.locator("header").first();
  const height = Math.round((await header.boundingBox())?.height ?? 0);
  console.log(`staff header at ${isMobile ? 375 : 1280} px: ${height} px`);
  if (isMobile) expect(height).toBeLessThanOrEqual(100);
  else expect(height).toBeLessThanOrEqual(90);
  await expect(header.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  // Every tool is still one step away, from the menu where the row has no room for it.
  const more = header.getByRole("button", { name: "More" });
  await more.click();
  await expect(page.getByRole("menuitem", { name: "Settings" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(more).toBeFocused();
  await expectAccessible(page);
  await shot(page, "staff-header", { fullPage: false });
});

test("a record shows its details beside the conversation, actors by name, and replies with CC", async ({
  page,
  context,
  isMobile,
}, testInfo) => {
  const admin = await createUser(e2e.databaseUrl, { role: "admin", name: "Pat Lee" });
  const email = `rhea-${testInfo.project.name}-${Date.now()}@example.com`;
  const quoteId = await insertRow("quotes", {
    name: "Rhea Record",
    email,
    industry: "Retail",
    description: "New shop",
  });
  await signInAs(context, admin);
  await page.goto(`/admin/leads/quotes/${quoteId}`);
  const panel = page.getByRole("complementary", { name: "Record details" });
  const conversation = page.getByRole("region", { name: "Timeline" });
  await expect(panel.getByRole("region", { name: "Details" })).toContainText("New shop");
  const side = await panel.boundingBox();
  const main = await conversation.boundingBox();
  if (isMobile) expect(main?.y ?? 0).toBeGreaterThan((side?.y ?? 0) + (side?.height ?? 0) - 1);
  else expect(side?.x ?? 0).toBeGreaterThan((main?.x ?? 0) + (main?.width ?? 0) - 1);

  await page.getByLabel("Add a note").fill("Asked for floor plans.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(toast(page)).toContainText("Note added.");
  await expect(
    page.getByRole("listitem").filter({ hasText: "Asked for floor plans." }),
  ).toContainText("Pat Lee");

  await page.getByText(`Reply to ${email}`).click();
  await page.getByLabel("CC (optional)").fill("boss@example.com, nope");
  await page.getByLabel("Message (plain text)").fill("Plans attached soon.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(toast(page)).toContainText("CC: enter e-mail addresses separated by commas.");
  await expect(page.getByLabel("CC (optional)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Message (plain text)")).toHaveValue("Plans attached soon.");
  await page.getByLabel("CC (optional)").fill("boss@example.com");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(toast(page)).toContainText("Reply queued.");
  await expect(page.getByText(`Reply from Pat Lee to ${email}, cc boss@example.com`)).toBeVisible();
  await expectAccessible(page);
  await shot(page, "record");
});

test("newsletter subscriptions list without Owner and Follow-up", async ({
  page,
  context,
  isMobile,
}) => {
  const admin = await createUser(e2e.databaseUrl, { role: "admin" });
  await query(
    e2e.databaseUrl,
    "insert into newsletter_subscriptions (name, email) values ('', $1)",
    [`news-${Date.now()}-${isMobile ? "m" : "d"}@example.com`],
  );
  await signInAs(context, admin);
  await page.goto("/admin/newsletter");
  const table = page.getByRole("table", { name: "Newsletter Subscriptions" });
  await expect(table.locator("tbody tr").first()).toBeVisible();
  await expect(table.getByRole("columnheader", { name: /Owner/ })).toHaveCount(0);
  await expect(table.getByRole("columnheader", { name: /Follow-up/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Assign/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.goto("/admin/quotes");
  await expect(
    page
      .getByRole("table", { name: "Quote Requests" })
      .getByRole("columnheader", { name: /Owner/ }),
  ).toHaveCount(1);
});

test("availability: a searchable time zone, days off from a date picker, and a meetings feed to copy", async ({
  page,
  context,
}) => {
  await signInAsNew(context, { role: "admin", name: "Ava Avail" });
  await page.goto("/admin/settings/availability");
  await expect(page.getByRole("heading", { name: "Import busy times" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your meetings feed" })).toBeVisible();
  const zone = page.getByRole("combobox", { name: "Your time zone" });
  await zone.fill("berl");
  await expect(page.getByRole("option", { name: "Europe/Berlin" })).toBeVisible();
  await zone.press("ArrowDown");
  await zone.press("ArrowUp");
  await zone.press("Enter");
  await expect(zone).toHaveValue("Europe/Berlin");
  await expect(page.getByRole("listbox")).toBeHidden();
  await page.getByLabel("Add a day off").fill("2030-12-24");
  await page.getByRole("button", { name: "Add day off" }).click();
  await page.getByLabel("Add a day off").fill("2030-12-31");
  await page.getByLabel("Add a day off").press("Enter");
  const daysOff = page.getByRole("list", { name: "Your days off" });
  await expect(daysOff.getByRole("listitem")).toHaveCount(2);
  await daysOff.getByRole("button", { name: "Remove Dec 31, 2030" }).click();
  await expect(daysOff.getByRole("listitem")).toHaveText(["Dec 24, 2030"]);
  await page.getByRole("button", { name: "Save availability" }).click();
  await expect(toast(page)).toContainText("Availability saved");
  await page.getByRole("button", { name: "Make an address" }).click();
  await expect(toast(page)).toContainText("Calendar feed address made");
  await expect(page.getByRole("link", { name: "Subscribe in your calendar app" })).toHaveAttribute(
    "href",
    /^webcal:\/\/.+\/calendar\/[\w-]+\.ics$/,
  );
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Your time zone" })).toHaveValue("Europe/Berlin");
  await expect(page.getByRole("list", { name: "Your days off" })).toHaveText(/Dec 24, 2030/);
  // Stopping bookings sits with the availability, not in the feed's section.
  await expect(page.getByRole("button", { name: "Stop offering me for meetings" })).toBeVisible();
  await expectAccessible(page);
  await shot(page, "availability");
});

test("the week view opens on the next meeting's week when this week has none", async ({
  page,
  context,
}) => {
  const hr = await createUser(e2e.databaseUrl, { role: "hr", name: "Wes Week" });
  // Three weeks ahead, on a Wednesday at noon UTC.
  await bookDemo(
    hr.id,
    { name: "Nia Next", email: "nia@example.com" },
    "date_trunc('week', now()) + interval '23 days 12 hours'",
  );
  await signInAs(context, hr);
  await page.goto("/admin/meetings/week");
  await expect(page.getByRole("status").filter({ hasText: "No meetings this week" })).toBeVisible();
  await expect(page.getByText("Nia Next")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "This week" }).click();
  await expect(page).toHaveURL(/week=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByText("Nia Next")).toHaveCount(0);
  await shot(page, "week", { fullPage: false });
});

test("My work says what Untouched counts beside brand-new leads", async ({ page, context }) => {
  const admin = await createUser(e2e.databaseUrl, { role: "admin", name: "Una Untouched" });
  await query(
    e2e.databaseUrl,
    "insert into quotes (name, email, industry, description, owner_id) values ('Brand New', 'brand-new@example.com', 'Other', 'Just in', $1)",
    [admin.id],
  );
  await signInAs(context, admin);
  await page.goto("/admin/my-work");
  const untouched = page.getByRole("region", { name: /^Untouched/ });
  await expect(untouched).toContainText(/No first answer after \d+ business hours?/);
  await expect(untouched).toContainText(/\d+ newer leads? waits? for one\./);
  await expectAccessible(page);
  await shot(page, "my-work-untouched");
});

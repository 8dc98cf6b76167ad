import { createUser, query } from "../support/accounts";
import { e2e } from "./env";
import { bookDemo } from "./records";
import { expect, expectAccessible, followNavLink, signInAs, signInAsNew, test } from "./support";

// The week view of meetings (record 088): an HR member sees their own meeting in their own
// zone; an admin finds it by picking them. A week far ahead, which no other test books into.

const meetingFor = (staffId: string, visitor: string) =>
  // Tuesday, June 4, 2030, 08:00 UTC: 10:00 AM in Berlin.
  bookDemo(
    staffId,
    {
      name: visitor,
      email: `${visitor.split(" ")[0]?.toLowerCase()}@example.com`,
      meetingEmail: "visitor@example.com",
    },
    "timestamptz '2030-06-04T08:00Z'",
  );

test("staff see their week's meetings in their zone and move between weeks", async ({
  page,
  context,
}, testInfo) => {
  const hr = await createUser(e2e.databaseUrl, { role: "hr", name: "Wendy Week" });
  await query(
    e2e.databaseUrl,
    "insert into staff_availability (user_id, time_zone, weekly_hours) values ($1, 'Europe/Berlin', '{}')",
    [hr.id],
  );
  const visitor = `Nia ${testInfo.project.name}`;
  const leadId = await meetingFor(hr.id, visitor);
  await signInAs(context, hr);
  await page.goto("/admin/meetings");
  await followNavLink(page, "Meetings views", "Week");
  await expect(page.getByRole("heading", { level: 2, name: /^Week of / })).toBeVisible();
  await expect(page.getByText("in Europe/Berlin time (your time zone)")).toBeVisible();
  await page.goto("/admin/meetings/week?week=2030-06-05");
  await expect(page.getByRole("heading", { level: 2, name: "Week of June 3, 2030" })).toBeVisible();
  const tuesday = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { level: 3, name: "Tue, Jun 4" }),
  });
  await expect(tuesday).toContainText(/10:00\s–\s10:30\sAM/);
  await expect(tuesday).toContainText("Demo");
  await expect(tuesday.getByRole("link", { name: visitor })).toHaveAttribute(
    "href",
    `/admin/leads/demos/${leadId}`,
  );
  await expectAccessible(page);
  await page.getByRole("link", { name: "Next week →" }).click();
  await expect(page).toHaveURL(/week=2030-06-10/);
  await expect(page.getByText("No meetings this week.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "← Previous week" }).click();
  await expect(page.getByRole("link", { name: visitor })).toBeVisible();
});

test("an admin picks whose week to see", async ({ page, context }, testInfo) => {
  const hr = await createUser(e2e.databaseUrl, {
    role: "hr",
    name: `Pia ${testInfo.project.name}`,
  });
  const visitor = `Oli ${testInfo.project.name}`;
  await meetingFor(hr.id, visitor);
  const admin = await signInAsNew(context, {
    role: "admin",
    name: `Al ${testInfo.project.name}`,
  });
  await page.goto("/admin/meetings/week?week=2030-06-03");
  await expect(page.getByText("in UTC time.")).toBeVisible();
  await expect(page.getByRole("link", { name: visitor })).toBeVisible();
  await expect(page.getByText(`with ${hr.name}`).first()).toBeVisible();
  await page.getByLabel("Whose meetings").selectOption({ label: admin.name });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/person=/);
  await expect(page.getByText("No meetings this week.")).toBeVisible();
  await page.getByLabel("Whose meetings").selectOption({ label: hr.name });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Week of June 3, 2030" })).toBeVisible();
  await expect(page.getByRole("link", { name: visitor })).toBeVisible();
  await expectAccessible(page);
});

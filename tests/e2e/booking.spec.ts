import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { createUser, query } from "../support/accounts";
import { e2e } from "./env";
import { expect, expectAccessible, NOT_FOUND_STATUS, test, toast } from "./support";

// Meeting booking (record 077): a visitor books a demo right after the form, and manages it
// from the e-mail. One bookable staff member, free every day from 06:00 to 22:00 UTC.
const everyDay = Object.fromEntries(
  [0, 1, 2, 3, 4, 5, 6].map((day) => [String(day), [{ start: "06:00", end: "22:00" }]]),
);

test.beforeAll(async () => {
  const staff = await createUser(e2e.databaseUrl, { role: "admin", name: "Ann Booker" });
  await query(
    e2e.databaseUrl,
    `insert into staff_availability (user_id, time_zone, weekly_hours, min_notice_minutes, max_per_day, meeting_link)
     values ($1, 'UTC', $2, 0, 50, 'https://meet.example.com/ann')`,
    [staff.id, JSON.stringify(everyDay)],
  );
});

async function requestDemo(page: Page, email: string) {
  await page.goto("/contact");
  await page.locator("main").getByRole("button", { name: "Request a Demo" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a Demo" });
  await dialog.getByLabel("Name", { exact: true }).fill("Vera Visitor");
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await dialog.getByRole("button", { name: "Request Demo" }).click();
  await expect(toast(page)).toContainText("Demo Request Sent!");
  await expect(toast(page)).toContainText("Thank you! We'll be in touch to schedule your demo.");
}

const mailTo = async (email: string, kind: string) =>
  query<{ text: string; calendar: string | null }>(
    e2e.databaseUrl,
    'select text, calendar from email_outbox where lower("to") = lower($1) and kind = $2 order by created_at',
    [email, kind],
  );

test("a visitor books a demo right after the form, in their own time zone", async ({ page }) => {
  const email = `book-${randomUUID().slice(0, 8)}@example.com`;
  await page.emulateMedia({ reducedMotion: "reduce" });
  await requestDemo(page, email);
  await toast(page).getByRole("link", { name: "Pick a time" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pick a time, Vera" })).toBeVisible();
  await expect(page.getByLabel("Time zone")).toHaveValue(/.+/);
  await expectAccessible(page);
  const first = page.getByRole("button", { name: / at \d/ }).first();
  const label = await first.getAttribute("aria-label");
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Demo with Ann Booker");
  await expectAccessible(page);
  expect(label).toMatch(/day, \w+ \d+ at \d/);
  const invitations = await mailTo(email, "meeting");
  expect(invitations).toHaveLength(1);
  expect(invitations[0]?.calendar).toContain("METHOD:REQUEST");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the link in the auto-reply books, and the invitation's link moves and cancels", async ({
    page,
  }) => {
    const email = `plain-${randomUUID().slice(0, 8)}@example.com`;
    // The demo dialog needs scripts; its plain post is what the form sends.
    const sent = await page.request.post("/api/demo-requests", {
      form: { name: "Vera Visitor", email },
      headers: { Origin: e2e.baseURL },
    });
    expect(sent.status()).toBe(201);
    const [reply] = await mailTo(email, "auto-reply");
    const link = /Pick a time for your demo: (\S+)/.exec(reply?.text ?? "")?.[1] ?? "";
    expect(link).toContain("/book/");
    await page.goto(new URL(link).pathname);
    await page.getByLabel("Time zone").selectOption("Europe/Berlin");
    await page.getByRole("button", { name: "Show times" }).click();
    await expect(page).toHaveURL(/tz=Europe%2FBerlin/);
    await page
      .getByRole("button", { name: / at \d/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
    const [invitation] = await mailTo(email, "meeting");
    const manage = /Reschedule or cancel: (\S+)/.exec(invitation?.text ?? "")?.[1] ?? "";
    await page.goto(new URL(manage).pathname);
    await expect(
      page.getByRole("heading", { level: 1, name: "Demo with Ann Booker" }),
    ).toBeVisible();
    await page
      .getByRole("button", { name: / at \d/ })
      .nth(2)
      .click();
    await expect(page.getByRole("status")).toContainText("Moved to");
    await page.getByRole("button", { name: "Cancel this meeting" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "This meeting is cancelled" }),
    ).toBeVisible();
    const mails = await mailTo(email, "meeting");
    expect(mails.map((m) => /METHOD:(\w+)/.exec(m.calendar ?? "")?.[1])).toEqual([
      "REQUEST",
      "REQUEST",
      "CANCEL",
    ]);
  });
});

test.describe("refused links", () => {
  test.use({ expectedConsoleErrors: [NOT_FOUND_STATUS] });

  test("a forged link is refused with a clear page", async ({ page }) => {
    const response = await page.goto("/book/Zm9yZ2Vk.AAAAAAAAAAAAAAAAAAAAAA");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "This booking link is not valid" }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});

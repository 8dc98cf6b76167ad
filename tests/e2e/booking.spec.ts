import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { createUser, query } from "../support/accounts";
import { e2e } from "./env";
import { bookDemo } from "./records";
import { expect, expectAccessible, NOT_FOUND_STATUS, signInAsNew, test, toast } from "./support";

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

// Tests of both projects book at once: each takes its own day, so none finds its time taken.
const dayIndex = (project: string, offset: number) => (project === "mobile" ? 1 : 0) + offset;
const dayLinks = (page: Page) =>
  page.getByRole("navigation", { name: "Days with free times" }).getByRole("link");
const timeLinks = (page: Page) => page.getByRole("link", { name: / at \d/ });

test.describe("in the browser's own time zone", () => {
  // A zone that is neither the site's nor the machine's, to see which one the times are in.
  test.use({ timezoneId: "Asia/Tokyo" });

  test("a visitor books a demo right after the form: a day, a time, then a confirm", async ({
    page,
  }, testInfo) => {
    // Several axe passes, a booking and a cancellation: on a busy shared machine, minutes.
    test.slow();
    const email = `book-${randomUUID().slice(0, 8)}@example.com`;
    await page.emulateMedia({ reducedMotion: "reduce" });
    await requestDemo(page, email);
    await toast(page).getByRole("link", { name: "Pick a time" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Pick a time, Vera" })).toBeVisible();
    // The zone is decided (the browser's) before a time is chosen.
    await expect(page).toHaveURL(/tz=Asia%2FTokyo/);
    await expect(page.getByLabel("Time zone")).toHaveValue("Asia/Tokyo");
    await expectAccessible(page);
    const day = dayLinks(page).nth(dayIndex(testInfo.project.name, 1));
    await day.click();
    await expect(day).toHaveAttribute("aria-current", "date");
    const first = timeLinks(page).first();
    expect(await first.getAttribute("aria-label")).toMatch(/day, \w+ \d+ at \d/);
    await first.click();
    await expect(page.getByRole("heading", { name: "Confirm your time" })).toBeFocused();
    await expect(page.getByTestId("chosen-time")).toContainText("(Asia/Tokyo)");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Book this time" }).click();
    const booked = page.getByRole("heading", { level: 1, name: "You're booked" });
    await expect(booked).toBeFocused();
    // Whoever of the bookable admins has the fewest meetings (other tests add some).
    await expect(page.getByRole("status")).toContainText(/Demo with \w+/);
    await expect(page.getByRole("status")).toContainText("(Asia/Tokyo)");
    const calendars = page.getByRole("navigation", { name: "Add to your calendar" });
    await expect(calendars.getByRole("link", { name: "Google Calendar" })).toHaveAttribute(
      "href",
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=Brazos\+Digital\+demo/,
    );
    await expect(calendars.getByRole("link", { name: "Outlook" })).toHaveAttribute(
      "href",
      /^https:\/\/outlook\.live\.com\/calendar\//,
    );
    const ics = calendars.getByRole("link", { name: "Download .ics" });
    await expect(ics).toHaveAttribute("download", "demo.ics");
    expect(decodeURIComponent((await ics.getAttribute("href")) ?? "")).toContain(
      "SUMMARY:Brazos Digital demo",
    );
    await expectAccessible(page);
    const invitations = await mailTo(email, "meeting");
    expect(invitations).toHaveLength(1);
    expect(invitations[0]?.calendar).toContain("METHOD:REQUEST");

    // Cancelling asks first, takes a reason for the host, and offers to book again.
    await page.getByRole("link", { name: "Reschedule or cancel" }).click();
    await page.getByRole("link", { name: "Cancel this meeting" }).click();
    await expect(page.getByRole("heading", { name: "Cancel this meeting?" })).toBeFocused();
    await expectAccessible(page);
    await page.getByLabel("Reason (optional)").fill("Our budget moved to next year.");
    await page.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "This meeting is cancelled" }),
    ).toBeFocused();
    await expectAccessible(page);
    const [host] = await query<{ text: string }>(
      e2e.databaseUrl,
      `select o.text from email_outbox o join meetings m on m.lead_id = o.lead_id
        where lower(m.visitor_email) = lower($1) and lower(o."to") <> lower($1)
          and o.kind = 'meeting' and o.text like '%is cancelled%'`,
      [email],
    );
    expect(host?.text).toContain("Their reason: Our budget moved to next year.");
    await page.getByRole("link", { name: "Book a new time" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Pick a time, Vera" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the link in the auto-reply books, and the invitation's link moves and cancels", async ({
    page,
  }, testInfo) => {
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
    await dayLinks(page).nth(dayIndex(testInfo.project.name, 3)).click();
    await expect(page).toHaveURL(/day=\d{4}-\d{2}-\d{2}/);
    await timeLinks(page).first().click();
    await expect(page.getByTestId("chosen-time")).toContainText("(Europe/Berlin)");
    await page.getByRole("button", { name: "Book this time" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
    const [invitation] = await mailTo(email, "meeting");
    const manage = /Reschedule or cancel: (\S+)/.exec(invitation?.text ?? "")?.[1] ?? "";
    await page.goto(new URL(manage).pathname);
    await expect(page.getByRole("heading", { level: 1, name: /^Demo with / })).toBeVisible();
    await dayLinks(page).nth(dayIndex(testInfo.project.name, 5)).click();
    await timeLinks(page).first().click();
    await page.getByRole("button", { name: "Move to this time" }).click();
    await expect(page.getByRole("status")).toContainText("Moved to");
    await expect(page.getByRole("link", { name: "Download .ics" })).toBeVisible();
    await page.getByRole("link", { name: "Cancel this meeting" }).click();
    await page.getByRole("link", { name: "No, keep it" }).click();
    await page.getByRole("link", { name: "Cancel this meeting" }).click();
    await page.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "This meeting is cancelled" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Book a new time" })).toBeVisible();
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
    // Its type is unknown (a demo or an interview alike), so the way on is to contact us.
    await expect(page.getByText("or contact us and we will send you a new one")).toBeVisible();
    await expectAccessible(page);
  });
});

test("staff set their availability, subscribe to their meetings and mark them", async ({
  page,
  context,
}) => {
  const admin = await signInAsNew(context, { role: "admin", name: "Sam Staff" });
  await page.goto("/admin/settings/availability");
  await expect(page.getByRole("heading", { name: "My availability" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Your time zone").fill("Europe/Berlin");
  await page.getByLabel("Saturday", { exact: true }).check();
  await page.getByLabel("Meeting link (a video URL or a phone number)").fill("+1 512 555 0100");
  await page.getByRole("button", { name: "Save availability" }).click();
  await expect(toast(page)).toContainText("Availability saved");
  await page.getByRole("button", { name: "Make an address" }).click();
  await expect(toast(page)).toContainText("Calendar feed address made");
  const feed = (await page.getByText(/\/calendar\/[\w-]+\.ics$/).textContent()) ?? "";
  // A meeting with this staff member, booked straight in the database.
  const leadId = await bookDemo(
    admin.id,
    { name: "Mia Meet", email: "mia@example.com" },
    "now() - interval '2 hours'",
  );
  const ics = await page.request.get(new URL(feed).pathname);
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  expect(await ics.text()).toContain("SUMMARY:Demo: Mia Meet");
  await page.goto("/admin/meetings");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Completed: Demo with Mia Meet" }).click();
  await expect(toast(page)).toContainText("Meeting marked completed");
  const [status] = await query<{ status: string }>(
    e2e.databaseUrl,
    "select status from demo_requests where id = $1",
    [leadId],
  );
  expect(status?.status).toBe("Completed");
  await page.goto("/admin/settings/availability");
  await page.getByRole("button", { name: "Revoke the address" }).click();
  await expect(toast(page)).toContainText("Calendar feed address revoked");
  expect((await page.request.get(new URL(feed).pathname)).status()).toBe(404);
});

test.describe("a calendar staff keep", () => {
  // The refused address answers 400, which the browser reports.
  test.use({ expectedConsoleErrors: [/status of 400 /] });

  test("staff connect a calendar they keep, whose busy times are read by the server", async ({
    page,
    context,
  }) => {
    // Their calendar host: one busy hour a week from now, as an iCalendar feed.
    const start = new Date(Date.now() + 7 * 24 * 3_600_000)
      .toISOString()
      .slice(0, 10)
      .replace(/-/g, "");
    const calendar = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//e2e//EN\r\nBEGIN:VEVENT\r\nUID:busy@e2e\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:${start}T150000Z\r\nDTEND:${start}T160000Z\r\nSUMMARY:Busy\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
    const host = createServer((_, response) =>
      response.writeHead(200, { "content-type": "text/calendar" }).end(calendar),
    );
    await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
    const feedUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/basic.ics`;
    try {
      const staff = await signInAsNew(context, { role: "admin", name: "Cal Keeper" });
      await page.goto("/admin/settings/availability");
      await page.getByRole("button", { name: "Save availability" }).click();
      await expect(toast(page)).toContainText("Availability saved");
      const field = page.getByLabel("Calendar feed (iCalendar URL)");
      await field.fill("webcal://calendar.example.com/basic.ics");
      await page.getByRole("button", { name: "Save calendar feed" }).click();
      await expect(toast(page)).toContainText("Calendar feed not saved");
      await expect(page.locator("#busy-feed-error")).toHaveText(
        "Use a web address that starts with https:// or http://.",
      );
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await field.fill(feedUrl);
      await page.getByRole("button", { name: "Save calendar feed" }).click();
      await expect(toast(page)).toContainText("Calendar feed saved");
      // The server's worker reads it within a round or two; the page shows when.
      await expect(async () => {
        await page.reload();
        await expect(page.getByText(/^Last read /)).toBeVisible({ timeout: 1000 });
      }).toPass();
      await expect(page.getByText(/Could not read the feed/)).toHaveCount(0);
      await expectAccessible(page);
      const [row] = await query<{ busy: [number, number][] }>(
        e2e.databaseUrl,
        "select busy from staff_busy_feeds where user_id = $1",
        [staff.id],
      );
      expect(row?.busy).toHaveLength(1);
      await page.getByRole("button", { name: "Remove the calendar feed" }).click();
      await expect(toast(page)).toContainText("Calendar feed removed");
      await expect(field).toHaveValue("");
    } finally {
      await new Promise((resolve) => host.close(resolve));
    }
  });
});

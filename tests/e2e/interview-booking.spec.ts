import { randomUUID } from "node:crypto";
import { createUser, query } from "../support/accounts";
import { e2e } from "./env";
import { insertRow } from "./records";
import { expect, expectAccessible, signInAs, test, toast } from "./support";

// A candidate books an interview from HR's link (record 077): the pages say interview, and
// cancelling it moves the application back to Under Review (record 088).
const everyDay = Object.fromEntries(
  [0, 1, 2, 3, 4, 5, 6].map((day) => [String(day), [{ start: "06:00", end: "22:00" }]]),
);

const mailTo = async (email: string) =>
  query<{ text: string; calendar: string | null }>(
    e2e.databaseUrl,
    `select text, calendar from email_outbox where lower("to") = lower($1) and kind = 'meeting' order by created_at`,
    [email],
  );

test("a candidate books and cancels an interview, worded as an interview", async ({
  page,
  context,
}, testInfo) => {
  // Two weeks of free times of the whole pool make a long page on a busy machine.
  test.setTimeout(120_000);
  const hr = await createUser(e2e.databaseUrl, { role: "hr", name: "Hana Hiring" });
  await query(
    e2e.databaseUrl,
    `insert into staff_availability (user_id, time_zone, weekly_hours, min_notice_minutes, max_per_day)
     values ($1, 'UTC', $2, 0, 50)`,
    [hr.id, JSON.stringify(everyDay)],
  );
  const email = `cand-${randomUUID().slice(0, 8)}@example.com`;
  const jobId = await insertRow("jobs", { title: "Site Reliability Engineer", location: "Austin" });
  const applicationId = await insertRow("job_applications", {
    name: "Cy Candidate",
    email,
    status: "Under Review",
    job_id: jobId,
  });
  await signInAs(context, hr);
  const record = `/admin/leads/applications/${applicationId}`;
  await page.goto(record);
  // The link is previewed as the candidate will read it: the job named, signed by the sender.
  await page.getByRole("button", { name: "Send interview scheduling link" }).click();
  await expect(page.getByLabel("Personal note")).toBeFocused();
  await page.getByLabel("Personal note").fill("Your talk on incident reviews stood out.");
  const preview = page.getByRole("figure");
  await expect(preview).toContainText("Pick a time for your interview: Site Reliability Engineer");
  await expect(preview).toContainText("Your talk on incident reviews stood out.");
  await expect(preview).toContainText("Hana Hiring");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(toast(page)).toContainText("Scheduling link sent");
  const [linkMail] = await mailTo(email);
  expect(linkMail?.text).toContain("Your talk on incident reviews stood out.");
  expect(linkMail?.text).toMatch(/Best regards,\nHana Hiring\n/);
  const link = /(http\S+\/book\/\S+)/.exec(linkMail?.text ?? "")?.[1] ?? "";
  await context.clearCookies();

  await page.goto(new URL(link).pathname);
  await expect(page).toHaveTitle(/^Book your interview \|/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Book your interview, Cy" }),
  ).toBeVisible();
  // (The pick and manage pages' structure is the demo's, which booking.spec.ts checks with axe.)
  // Late slots, one per project, away from the demo tests' early ones.
  const lastDay = page
    .getByRole("navigation", { name: "Days with free times" })
    .getByRole("link")
    .last();
  await lastDay.click();
  // Count that day's times, not today's: the last day may have only a few (the two weeks end
  // at this time of day).
  await expect(lastDay).toHaveAttribute("aria-current", "date");
  const slots = page.getByRole("link", { name: / at \d/ });
  await slots.nth((await slots.count()) - (testInfo.project.name === "mobile" ? 2 : 1)).click();
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(/Interview with /);

  // The record shows the meeting on its card, its reminders folded in.
  await signInAs(context, hr);
  await page.goto(record);
  const card = page.getByRole("region", { name: "Meetings" });
  // Whoever of the pool is free (other tests add admins, who may interview too).
  await expect(card).toContainText(/Host: \w+/);
  await expect(card).toContainText("Reminders to both:");
  await expect(page.getByText(/Meeting reminder to /)).toHaveCount(0);
  await expectAccessible(page);
  await context.clearCookies();

  const invitation = (await mailTo(email)).find((mail) => mail.calendar);
  expect(invitation?.text).toContain("Your interview is booked.");
  const manage = /Reschedule or cancel: (\S+)/.exec(invitation?.text ?? "")?.[1] ?? "";
  await page.goto(new URL(manage).pathname);
  await expect(page.getByText("Your interview", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Cancel this interview" }).click();
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "This interview is cancelled" }),
  ).toBeVisible();
  await expectAccessible(page);
  const [status] = await query<{ status: string }>(
    e2e.databaseUrl,
    "select status from job_applications where id = $1",
    [applicationId],
  );
  expect(status?.status).toBe("Under Review");
});

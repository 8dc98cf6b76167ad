import { createUser, query } from "../support/accounts";
import { e2e } from "./env";
import { addApplicationWithResume } from "./records";
import { expect, expectAccessible, signInAs, signInAsNew, test, toast } from "./support";

// The record page's workspace: owner, notes, follow-up, timeline; the contact page; the
// automatic assignment settings.

// Refused input answers 400, which the browser logs; the tests post some on purpose.
test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\)/] });

const insertQuote = async (name: string, email: string) =>
  (
    await query<{ id: string }>(
      e2e.databaseUrl,
      "insert into quotes (name, email, industry, description) values ($1, $2, 'Finance', 'Cloud move') returning id",
      [name, email],
    )
  )[0]?.id ?? "";

test("an admin assigns a record, writes and deletes a note, and sets a follow-up", async ({
  page,
  context,
  isMobile,
}, testInfo) => {
  const admin = await createUser(e2e.databaseUrl, { role: "admin", name: "Ada Admin" });
  const colleague = await createUser(e2e.databaseUrl, { role: "admin", name: "Bea Busy" });
  // One address per attempt: a retry must not find the first attempt's quote on the contact page.
  const email = `wanda-${testInfo.project.name}-${Date.now()}@example.com`;
  const id = await insertQuote("Wanda <Workspace>", email);
  await signInAs(context, admin);
  await page.goto(`/admin/leads/quotes/${id}`);
  await expect(page.getByRole("heading", { name: "Wanda <Workspace>" })).toBeVisible();
  await expect(page.getByText("Nobody owns this record yet.")).toBeVisible();

  await page.getByLabel("Owner", { exact: true }).selectOption(colleague.id);
  await page.getByRole("button", { name: "Assign" }).click();
  await expect(toast(page)).toContainText("Owner updated.");
  await expect(page.getByText("Owned by Bea Busy")).toBeVisible();
  await expect(page.getByText("Assigned to Bea Busy")).toBeVisible();
  await expect(page.getByText(`E-mail to ${colleague.email}`)).toBeVisible();
  const mails = await query<{ lead_id: string; to: string }>(
    e2e.databaseUrl,
    "select lead_id, \"to\" from email_outbox where kind = 'assigned' and lead_id = $1",
    [id],
  );
  expect(mails).toEqual([{ lead_id: id, to: colleague.email }]);

  await page.getByRole("button", { name: "Add note" }).click();
  await expect(toast(page)).toContainText("Write a note.");
  await page.getByLabel("Add a note").fill("Called, <b>left</b> a voicemail.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(toast(page)).toContainText("Note added.");
  await expect(page.getByText("Called, <b>left</b> a voicemail.")).toBeVisible();
  await expect(page.getByLabel("Add a note")).toHaveValue("");

  await page.getByLabel("Follow-up date").fill("2030-03-15");
  await page.getByRole("button", { name: "Save follow-up" }).click();
  await expect(toast(page)).toContainText("Follow-up saved.");
  await expect(page.getByText("Next step: Mar 15, 2030 (all day)")).toBeVisible();
  await expect(page.getByText("Follow-up set for Mar 15, 2030 (all day)")).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({
    path: testInfo.outputPath(`record-${isMobile ? 375 : 1280}.png`),
    fullPage: true,
  });

  await page.getByRole("button", { name: "Delete note" }).click();
  await expect(toast(page)).toContainText("Note deleted.");
  await expect(page.getByText("note removed")).toBeVisible();
  await expect(page.getByText("Called, <b>left</b> a voicemail.")).toHaveCount(0);

  await page.getByRole("button", { name: "Clear" }).click();
  await expect(toast(page)).toContainText("Follow-up cleared.");
  await expect(page.getByText("No follow-up set.")).toBeVisible();

  await page.getByRole("link", { name: `Everything from ${email}` }).click();
  await expect(page).toHaveURL(/\/admin\/people\//);
  await expect(page.getByRole("heading", { name: email })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Wanda <Workspace>" });
  await expect(row).toContainText("Quote Requests");
  await expect(row).toContainText("Bea Busy");
  await expect(page.getByText("No registered account uses this address.")).toBeVisible();
  await expectAccessible(page);
  await row.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/quotes/${id}$`));
});

test("hr sees applications only on a contact page, with job title and résumé link", async ({
  page,
  context,
}, testInfo) => {
  const hr = await createUser(e2e.databaseUrl, { role: "hr", name: "Hal HR" });
  const email = `both-${testInfo.project.name}@example.com`;
  await insertQuote("Both Ways", email);
  // The record page offers the résumé the application has (its file, written with it).
  const applicationId = await addApplicationWithResume({
    name: "Both Ways",
    email,
    resume_path: "cv.pdf",
    status: "Received",
  });
  await signInAs(context, hr);
  await page.goto(`/admin/people/${encodeURIComponent(email)}`);
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("row").nth(1)).toContainText("Applications");
  await expect(page.getByText("Both Ways — Unknown Job")).toBeVisible();
  await page.goto(`/admin/leads/applications/${applicationId}`);
  await expect(page.getByRole("link", { name: "Download résumé" })).toHaveAttribute(
    "href",
    `/admin/resumes/${applicationId}`,
  );
  await expect(page.getByText("Unknown Job")).toBeVisible();
  const owners = page.getByLabel("Owner", { exact: true }).locator("option");
  await expect(owners.filter({ hasText: hr.email })).toHaveCount(1);
});

test("an admin turns on round robin and new quotes go to the chosen staff in turn", async ({
  page,
  context,
  isMobile,
}) => {
  test.skip(isMobile, "settings run on desktop");
  const admin = await signInAsNew(context, { role: "admin", name: "Rae Robin" });
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { name: "Automatic assignment" })).toBeVisible();
  const demos = page.locator("form").filter({ hasText: "Save Demo Requests" });
  await demos.getByLabel("Mode for Demo Requests").selectOption("round_robin");
  await demos.getByRole("button", { name: "Save Demo Requests" }).click();
  await expect(toast(page)).toContainText("Choose at least one staff member for round robin.");
  await demos.getByLabel(new RegExp(admin.email)).check();
  await demos.getByRole("button", { name: "Save Demo Requests" }).click();
  await expect(toast(page)).toContainText("Assignment for Demo Requests saved.");
  await expectAccessible(page);

  await page.goto("/products");
  const response = await page.request.post("/api/demo-requests", {
    headers: { Origin: e2e.baseURL },
    form: {
      name: "Robin Lead",
      email: "robin-lead@example.com",
      formKey: crypto.randomUUID(),
      startedAt: String(Date.now() - 60_000),
      website: "",
    },
  });
  expect(response.status()).toBeLessThan(300);
  const [demo] = await query<{ owner_id: string | null }>(
    e2e.databaseUrl,
    "select owner_id from demo_requests where name = 'Robin Lead'",
  );
  expect(demo?.owner_id).toBe(admin.id);
  await query(
    e2e.databaseUrl,
    "update assignment_rules set mode = 'off' where lead_kind = 'demos'",
  );
});

import { createUser, query } from "../support/accounts";
import { e2e } from "./env";
import { expect, expectAccessible, sessionCookieHeader, signInAs, test, toast } from "./support";

test.describe("authorization matrix", () => {
  test.skip(({ isMobile }) => isMobile, "request-level checks run once");

  test("loaders, actions and downloads answer by role", async ({ playwright }) => {
    const [quote] = await query<{ id: string }>(
      e2e.databaseUrl,
      "insert into quotes (name, email, industry, description) values ('Matrix', 'matrix@example.com', 'Other', 'x') returning id",
    );
    const [application] = await query<{ id: string }>(
      e2e.databaseUrl,
      "insert into job_applications (name, email, resume_path) values ('Cv', 'cv@example.com', 'cv-1.pdf') returning id",
    );
    await query(
      e2e.databaseUrl,
      "insert into resume_files (application_id, file_name, content_type, size, data) values ($1, 'cv-1.pdf', 'application/pdf', 9, '%PDF-1.4 '::bytea)",
      [application?.id],
    );
    const who: Record<string, string> = { anonymous: "" };
    for (const role of ["user", "hr", "admin"])
      who[role] = await sessionCookieHeader(await createUser(e2e.databaseUrl, { role }));

    const expectations: [string, string, Record<string, number | string>][] = [
      [
        "GET",
        "/admin/dashboard?tab=quotes",
        { anonymous: "/login", user: "/login", hr: 200, admin: 200 },
      ],
      ["GET", "/admin/export/quotes", { anonymous: "/login", user: "/login", hr: 403, admin: 200 }],
      [
        "GET",
        "/admin/export/applications",
        { anonymous: "/login", user: "/login", hr: 200, admin: 200 },
      ],
      [
        "GET",
        `/admin/records/quotes/${quote?.id}`,
        { anonymous: "/login", user: "/login", hr: 403, admin: 200 },
      ],
      [
        "GET",
        `/admin/resumes/${application?.id}`,
        { anonymous: "/login", user: "/login", hr: 200, admin: 200 },
      ],
      ["POST", "/admin/dashboard", { anonymous: "/login", user: "/login", hr: 403, admin: 200 }],
    ];
    for (const [role, cookie] of Object.entries(who)) {
      const api = await playwright.request.newContext({
        baseURL: e2e.baseURL,
        extraHTTPHeaders: { Origin: e2e.baseURL, ...(cookie ? { Cookie: cookie } : {}) },
      });
      for (const [method, path, outcomes] of expectations) {
        const response =
          method === "GET"
            ? await api.get(path, { maxRedirects: 0 })
            : await api.post(path, {
                form: {
                  intent: "set-status",
                  kind: "quotes",
                  id: quote?.id ?? "",
                  status: "Contacted",
                },
                maxRedirects: 0,
              });
        const expected = outcomes[role];
        const label = `${role} ${method} ${path}`;
        if (typeof expected === "string") {
          expect(response.status(), label).toBe(302);
          expect(new URL(response.headers().location ?? "", e2e.baseURL).pathname, label).toBe(
            expected,
          );
        } else {
          expect(response.status(), label).toBe(expected);
        }
      }
      // hr opening a lead tab by URL gets its own Job Postings tab instead.
      if (role === "hr") {
        const html = await (await api.get("/admin/dashboard?tab=quotes")).text();
        expect(html).not.toContain("matrix@example.com");
      }
      await api.dispose();
    }
    const resume = await playwright.request.newContext({
      baseURL: e2e.baseURL,
      extraHTTPHeaders: { Cookie: who.hr ?? "" },
    });
    const download = await resume.get(`/admin/resumes/${application?.id}`);
    expect(download.headers()["content-disposition"]).toBe('attachment; filename="cv-1.pdf"');
    expect(download.headers()["content-type"]).toBe("application/pdf");
    expect(download.headers()["x-content-type-options"]).toBe("nosniff");
    await resume.dispose();
  });
});

test("an admin works the pipeline: roles, statuses, export", async ({
  page,
  context,
  isMobile,
}) => {
  test.skip(isMobile, "dashboard flows run on desktop");
  const admin = await createUser(e2e.databaseUrl, { role: "admin", name: "Ada Admin" });
  const colleague = await createUser(e2e.databaseUrl, { role: "user", name: "Cole League" });
  await signInAs(context, admin);
  // A first look at the list, so the quote below arrives after this admin's last visit.
  await page.goto("/admin/dashboard?tab=quotes");
  await query(
    e2e.databaseUrl,
    "insert into quotes (name, email, industry, description) values ('Pat Prospect', 'pat@example.com', 'Finance', 'Cloud move')",
  );
  await page.goto("/admin/dashboard");
  const tabs = page.getByRole("tablist", { name: "Dashboard sections" }).getByRole("tab");
  await expect(tabs).toHaveText([
    "User Management",
    "Job Postings",
    "Quote Requests",
    "Demo Requests",
    "Contact Messages",
  ]);
  await expect(page.getByRole("tab", { name: "User Management" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByLabel(`Role of ${admin.email}`)).toBeDisabled();
  await expectAccessible(page);

  await page.getByLabel(`Role of ${colleague.email}`).selectOption("hr");
  await expect(toast(page)).toContainText(`Role for ${colleague.email} updated to hr.`);
  const [row] = await query<{ role: string }>(
    e2e.databaseUrl,
    "select role from users where id = $1",
    [colleague.id],
  );
  expect(row?.role).toBe("hr");

  await page.getByRole("tab", { name: "Quote Requests" }).click();
  await expect(page).toHaveURL(/tab=quotes/);
  const record = page.locator("li", { hasText: "pat@example.com" });
  await expect(record).toContainText("New since your last visit");
  expect(await record.getByRole("combobox").locator("option").allTextContents()).toEqual([
    "New",
    "Contacted",
    "In Progress",
    "Awaiting Response",
    "Converted",
    "Closed",
  ]);
  await record.getByRole("combobox").selectOption("Contacted");
  await expect(toast(page)).toContainText("Status updated!");
  await expect(record.getByRole("combobox")).toHaveValue("Contacted");
  await expectAccessible(page);

  await page.getByLabel("Search name, email or company").fill("pat@");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("1 record", { exact: true })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^quotes-\d{4}-\d{2}-\d{2}\.csv$/);

  await record.getByRole("link", { name: "Details and history" }).click();
  await expect(page.getByRole("heading", { name: "Pat Prospect" })).toBeVisible();
  await expect(page.getByText(`${admin.email} changed`)).toBeVisible();
  await expectAccessible(page);
});

test("hr runs job postings and applicants, and sees nothing else", async ({
  page,
  context,
  isMobile,
}) => {
  test.skip(isMobile, "dashboard flows run on desktop");
  await signInAs(context, await createUser(e2e.databaseUrl, { role: "hr", name: "Harper" }));
  await page.goto("/admin/dashboard");
  await expect(
    page.getByRole("tablist", { name: "Dashboard sections" }).getByRole("tab"),
  ).toHaveText(["Job Postings"]);

  await page.getByRole("button", { name: "Add New Job Posting" }).click();
  const form = page.getByRole("form", { name: "Add New Job Posting" });
  await expect(form.getByLabel("Job Type")).toHaveValue("Full-time");
  await form.getByRole("button", { name: "Add Job" }).click();
  await expect(toast(page)).toContainText("Missing fields");
  await expect(toast(page)).toContainText("Title and location are required.");
  await form.getByLabel("Title").fill("E2E Test Engineer");
  await form.getByLabel("Location").fill("Austin, TX");
  await form.getByLabel("Expiration date").fill("2099-12-31");
  await form.getByRole("button", { name: "Add Job" }).click();
  await expect(toast(page)).toContainText("New job added successfully.");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Edit E2E Test Engineer" }).click();
  const edit = page.getByRole("form", { name: "Edit E2E Test Engineer" });
  await expect(edit.getByLabel("Expiration date")).toHaveValue("2099-12-31");
  await edit.getByLabel("Location").fill("Remote");
  await edit.getByRole("button", { name: "Update Job" }).click();
  await expect(toast(page)).toContainText("Job updated successfully.");

  await page.getByRole("button", { name: "Delete E2E Test Engineer" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(
    "Are you sure you want to delete this job posting? This may affect existing applications.",
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page)).toContainText("Job deleted successfully.");
  await expect(page.getByText("E2E Test Engineer")).toHaveCount(0);

  await page.getByRole("link", { name: "Applications" }).click();
  await expect(page).toHaveURL(/view=applications/);
  await expectAccessible(page);
});

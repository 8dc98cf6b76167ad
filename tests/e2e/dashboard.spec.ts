import { quoteStatuses } from "../../app/lib/statuses";
import { createUser, query } from "../support/accounts";
import {
  adminMatrix,
  adminRouteModules,
  createMatrixFixtures,
  noLeads,
  type Who,
} from "./admin-matrix";
import { e2e } from "./env";
import {
  expect,
  expectAccessible,
  FORBIDDEN_STATUS,
  NOT_FOUND_STATUS,
  sessionCookieHeader,
  signInAs,
  signInAsNew,
  test,
  toast,
} from "./support";

test.describe("authorization matrix", () => {
  test.skip(({ isMobile }) => isMobile, "request-level checks run once");

  test("every admin loader and action is in the matrix", () => {
    const cases = adminMatrix({
      quote: "",
      demo: "",
      contact: "",
      application: "",
      subscription: "",
      leads: noLeads(),
      colleague: "",
      inboundFile: "",
      contentItem: "",
      contentVersion: "",
    });
    const modules = adminRouteModules();
    expect(modules.length).toBeGreaterThan(5);
    for (const { file, loader, action } of modules) {
      if (loader)
        expect(
          cases.some((c) => c.file === file && c.method === "GET"),
          `${file} loader`,
        ).toBe(true);
      if (action)
        expect(
          cases.some((c) => c.file === file && c.method === "POST"),
          `${file} action`,
        ).toBe(true);
    }
  });

  test("loaders, actions and downloads answer by role, and nothing personal is stored", async ({
    playwright,
  }) => {
    // Every row for five roles, each page twice (.data too): over 30 s on a loaded machine.
    test.setTimeout(120_000);
    const fixtures = await createMatrixFixtures();
    const who: Record<Who, string> = { anonymous: "", user: "", hr: "", editor: "", admin: "" };
    for (const role of ["user", "hr", "editor", "admin"] as const)
      who[role] = await sessionCookieHeader(await createUser(e2e.databaseUrl, { role }));

    for (const [role, cookie] of Object.entries(who) as [Who, string][]) {
      const api = await playwright.request.newContext({
        baseURL: e2e.baseURL,
        extraHTTPHeaders: { Origin: e2e.baseURL, ...(cookie ? { Cookie: cookie } : {}) },
      });
      for (const { method, url, form, expect: outcomes } of adminMatrix(fixtures)) {
        const response =
          method === "GET"
            ? await api.get(url, { maxRedirects: 0 })
            : await api.post(url, { form, maxRedirects: 0 });
        const expected = outcomes[role];
        const label = `${role} ${method} ${url}`;
        if (typeof expected === "string") {
          expect(response.status(), label).toBe(302);
          const location = new URL(response.headers().location ?? "", e2e.baseURL);
          expect(location.pathname + location.search, label).toBe(expected);
        } else {
          expect(response.status(), label).toBe(expected);
        }
        // Redirects and everything behind the sign-in: never stored, never shared.
        expect(response.headers()["cache-control"], label).toBe("private, no-store");
        const page = method === "GET" && !/\/(export|resumes)(\/|\?|$)/.test(url);
        if (page) {
          const [path, search = ""] = url.split("?");
          const data = await api.get(`${path}.data${search ? `?${search}` : ""}`, {
            maxRedirects: 0,
          });
          expect(data.headers()["cache-control"], `${label} .data`).toBe("private, no-store");
        }
      }
      // hr opening a lead tab by an old link gets its own Job Postings tab instead.
      if (role === "hr") {
        const html = await (await api.get("/admin/dashboard?tab=quotes")).text();
        expect(html).not.toContain("matrix@example.com");
        // Refused posts changed nothing.
        const [quote] = await query<{ status: string }>(
          e2e.databaseUrl,
          "select status from quotes where id = $1",
          [fixtures.quote],
        );
        expect(quote?.status).toBe("New");
        const [colleague] = await query<{ role: string }>(
          e2e.databaseUrl,
          "select role from users where id = $1",
          [fixtures.colleague],
        );
        expect(colleague?.role).toBe("user");
      }
      await api.dispose();
    }
    const resume = await playwright.request.newContext({
      baseURL: e2e.baseURL,
      extraHTTPHeaders: { Cookie: who.hr },
    });
    const download = await resume.get(`/admin/resumes/${fixtures.application}`);
    // Named after the candidate (and the job, which this application has none of): record 074.
    expect(download.headers()["content-disposition"]).toBe(
      "attachment; filename=\"Cv.pdf\"; filename*=UTF-8''Cv.pdf",
    );
    expect(download.headers()["content-type"]).toBe("application/pdf");
    expect(download.headers()["x-content-type-options"]).toBe("nosniff");
    await resume.dispose();
  });
});

/**
 * The lists' rows are 24 px and so are their status selects (workspace-lists.spec.ts: 25 rows on a
 * 1280 × 800 screen). On a full list, axe 4.14 reports some row's select as partially obscured by
 * its neighbours (a 3 px safe space), though nothing covers it on screen; until that is
 * understood, target size is checked on the other pages, not on these dense lists.
 */
const denseLists = { except: ["target-size"] };

test("an admin works the pipeline: roles, statuses, export", async ({
  page,
  context,
  isMobile,
}) => {
  test.skip(isMobile, "dashboard flows run on desktop");
  // One address per attempt: a retry must not find the first attempt's quote in the list.
  const patEmail = `pat-${Date.now()}@example.com`;
  const admin = await createUser(e2e.databaseUrl, { role: "admin", name: "Ada Admin" });
  const colleague = await createUser(e2e.databaseUrl, { role: "user", name: "Cole League" });
  await signInAs(context, admin);
  // A first look at the list, so the quote below arrives after this admin's last visit.
  await page.goto("/admin/quotes");
  await query(
    e2e.databaseUrl,
    "insert into quotes (name, email, industry, description) values ('Pat Prospect', $1, 'Finance', 'Cloud move')",
    [patEmail],
  );
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/users$/);
  const tabs = page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link");
  await expect(tabs).toHaveText([
    "User Management",
    "Job Postings",
    "Quote Requests",
    "Demo Requests",
    "Contact Messages",
  ]);
  await expect(tabs.filter({ hasText: "User Management" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel(`Role of ${admin.email}`)).toBeDisabled();
  await expectAccessible(page, denseLists);

  await page.getByLabel(`Role of ${colleague.email}`).selectOption("hr");
  await expect(toast(page)).toContainText(`Role for ${colleague.email} updated to hr.`);
  const [row] = await query<{ role: string }>(
    e2e.databaseUrl,
    "select role from users where id = $1",
    [colleague.id],
  );
  expect(row?.role).toBe("hr");

  await tabs.filter({ hasText: "Quote Requests" }).click();
  await expect(page).toHaveURL(/\/admin\/quotes$/);
  const record = page.locator("tr", { hasText: patEmail });
  await expect(record).toContainText("Unseen (arrived since your last visit, not opened yet)");
  expect(await record.getByRole("combobox").locator("option").allTextContents()).toEqual([
    ...quoteStatuses,
  ]);
  await record.getByRole("combobox").selectOption("Contacted");
  await expect(toast(page)).toContainText("Status updated!");
  await expect(record.getByRole("combobox")).toHaveValue("Contacted");
  // Closed first: over a full list the toast covers a row's select, which axe rightly counts as
  // an obscured target; the list itself is what is checked here.
  await toast(page).getByRole("button", { name: "Close" }).click();
  await expect(toast(page)).toBeHidden();
  await expectAccessible(page, denseLists);

  // Filters apply as they are chosen: no Apply button with scripts.
  await page.getByLabel("Search", { exact: true }).fill(patEmail);
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(patEmail)}$`));
  await expect(page.getByText("1 record", { exact: true })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^quotes-\d{4}-\d{2}-\d{2}\.csv$/);

  await record.getByRole("link", { name: "Pat Prospect" }).click();
  await expect(page.getByRole("heading", { name: "Pat Prospect" })).toBeVisible();
  // The timeline names who changed the status, by name (record 118).
  const change = page.getByRole("listitem").filter({ hasText: "Status changed" });
  await expect(change).toContainText(admin.name);
  await expectAccessible(page, denseLists);
});

test.describe("refusals", () => {
  // The 403 of another section and the 404 of a missing record are logged by the browser.
  // One pattern: a fixture value of two array items would read as [value, options].
  test.use({
    expectedConsoleErrors: [new RegExp(`${FORBIDDEN_STATUS.source}|${NOT_FOUND_STATUS.source}`)],
  });

  test("hr runs job postings and applicants, and sees nothing else", async ({
    page,
    context,
    isMobile,
  }) => {
    test.skip(isMobile, "dashboard flows run on desktop");
    await signInAsNew(context, { role: "hr", name: "Harper" });
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(
      page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link"),
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
    await expectAccessible(page, denseLists);

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
    await expect(page).toHaveURL(/\/admin\/jobs\/applications$/);
    await expectAccessible(page, denseLists);

    // Another section, opened by URL: refused with a way back, not "Something went wrong".
    await page.goto("/admin/quotes");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("Your account does not have access to this page.")).toBeVisible();
    await expectAccessible(page, denseLists);
    await page.getByRole("link", { name: "Back to the dashboard" }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
  });

  test("a record that does not exist is a 404 with a way back", async ({
    page,
    context,
    isMobile,
  }) => {
    test.skip(isMobile, "dashboard flows run on desktop");
    await signInAsNew(context, { role: "admin" });
    for (const path of [
      `/admin/leads/quotes/${crypto.randomUUID()}`,
      "/admin/leads/quotes/not-a-uuid",
      `/admin/leads/nothing/${crypto.randomUUID()}`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Back to the dashboard" })).toBeVisible();
  });
});

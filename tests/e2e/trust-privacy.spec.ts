import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { PRIVACY_NOTICE_VERSION } from "../../app/lib/privacy-notice";
import { query } from "../support/accounts";
import { e2e } from "./env";
import { addApplicationWithResume } from "./records";
import { logIn, PASSWORD, submitLogin, userWithPassword } from "./sign-in";
import { expect, expectAccessible, signInAs, signInAsNew, test, toast } from "./support";

test.describe("trust: sign-in limits, consent, a person's data and the audit log", () => {
  test.skip(({ isMobile }) => isMobile, "these flows run once, on desktop");
  // Refused sign-ins and codes answer 4xx, which the browser logs as failed requests.
  test.use({ expectedConsoleErrors: [/status of 4(00|01|29) /] });

  test("an office behind one address signs in twenty times; eleven wrong passwords are limited", async ({
    page,
  }) => {
    // Each sign-in as a fresh browser would post it: no cookies, the login form's fields.
    const postLogin = (email: string, password: string) =>
      fetch(`${e2e.baseURL}/login`, {
        method: "POST",
        headers: { Origin: e2e.baseURL, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "login", email, password }),
        redirect: "manual",
      });
    const user = await userWithPassword({ name: "Office Worker" });
    const started = Date.now();
    for (let i = 0; i < 20; i++) {
      const answer = await postLogin(user.email, PASSWORD);
      expect(answer.status, `sign-in ${i + 1}`).toBe(302);
      expect(answer.headers.get("location")).toBe("/post-login");
      expect(answer.headers.get("set-cookie")).toContain("session_token=");
    }
    expect(Date.now() - started).toBeLessThan(60_000);

    const victim = await userWithPassword({ name: "Guessed At" });
    for (let i = 0; i < 10; i++) {
      const answer = await postLogin(victim.email, `wrong-${i}`);
      expect(answer.status, `wrong password ${i + 1}`).toBe(401);
    }
    // The eleventh is limited, with the sign-in page's own words; the right password too.
    await logIn(page, victim.email);
    await expect(toast(page)).toContainText("Login failed");
    await expect(toast(page)).toContainText("Too many attempts");
    // The office's own account is not affected.
    await submitLogin(page, user.email);
    await expect(page).toHaveURL(/\/account$/);
  });

  test("an application needs consent, and the notice's version is stored with it", async ({
    page,
  }) => {
    await page.goto("/careers");
    await page.getByRole("link", { name: "Apply for Senior Java Engineer" }).click();
    const form = page.getByRole("form", { name: "Apply for Senior Java Engineer" });
    await expect(form.getByRole("link", { name: "How we handle your data" })).toBeVisible();
    const email = `consent-${Date.now()}@example.com`;
    await form.getByLabel("Name", { exact: true }).fill("Connie Sent");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByText("Please agree to the privacy notice")).toBeVisible();
    await form.getByLabel(/I agree to Brazos Digital keeping/).check();
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(toast(page)).toContainText("Application Sent!");
    const [row] = await query<{ notice_version: string; consented: boolean }>(
      e2e.databaseUrl,
      "select c.notice_version, c.consented from submission_consents c join job_applications a on a.id = c.record_id where a.email = $1",
      [email],
    );
    expect(row).toEqual({ notice_version: PRIVACY_NOTICE_VERSION, consented: true });

    await page.goto("/contact");
    // The contact form's notice (the footer's sign-up has one too, record 079).
    await page.getByRole("main").getByRole("link", { name: "How we handle your data" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How we handle your data");
    await expect(page.getByText(`Notice version ${PRIVACY_NOTICE_VERSION}`)).toBeVisible();
    await expectAccessible(page);
    // The footer keeps the spec's plain text; the notice links the terms (record 070).
    await expect(page.locator("footer").getByRole("link", { name: "Privacy Policy" })).toHaveCount(
      0,
    );
    await expect(
      page.getByRole("main").getByRole("link", { name: "Terms of Service" }),
    ).toHaveAttribute("href", "/terms");
  });

  test("a user downloads their data and deletes their account; submissions are anonymised", async ({
    page,
    context,
  }) => {
    const user = await userWithPassword({ name: "Dana Leaving" });
    const [quote] = await query<{ id: string }>(
      e2e.databaseUrl,
      "insert into quotes (user_id, name, email, industry, description) values ($1, 'Dana Leaving', $2, 'Other', 'A secret plan') returning id",
      [user.id, user.email],
    );
    await signInAs(context, user);
    await page.goto("/account");
    await page.getByRole("link", { name: "Account settings" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account settings");
    await expectAccessible(page);

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download my data" }).click();
    const file = await (await downloading).path();
    const zip = unzipSync(readFileSync(file));
    const data = JSON.parse(new TextDecoder().decode(zip["data.json"]));
    expect(data.account.id).toBe(user.id);
    expect(data.records[0]).toMatchObject({ kind: "quotes", description: "A secret plan" });

    const deleting = page.getByRole("region", { name: "Delete account" });
    await deleting.getByLabel("Password").fill("not-it");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(toast(page)).toContainText("That password is not right.");
    await deleting.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(`${e2e.baseURL}/`);
    await expect(toast(page)).toContainText("Account deleted");
    expect(await query(e2e.databaseUrl, "select 1 from users where id = $1", [user.id])).toEqual(
      [],
    );
    const [after] = await query<{
      name: string;
      email: string;
      description: string;
      user_id: null;
    }>(e2e.databaseUrl, "select name, email, description, user_id from quotes where id = $1", [
      quote?.id,
    ]);
    expect(after).toEqual({
      name: "Anonymised",
      email: "anonymised@invalid",
      description: "",
      user_id: null,
    });
    const audit = await query<{ action: string }>(
      e2e.databaseUrl,
      "select action from audit_log where actor_id = $1 order by at",
      [user.id],
    );
    expect(audit.map((row) => row.action)).toEqual(["data-export", "account-deleted"]);
  });

  test("an admin finds, exports and erases a person; the audit log shows each step", async ({
    page,
    context,
  }) => {
    const admin = await signInAsNew(context, { role: "admin", name: "Ada Privacy" });
    const email = `person-${Date.now()}@example.com`;
    const applicationId = await addApplicationWithResume({
      name: "Pat Person",
      email,
      message: "Please",
      resume_path: "cv.pdf",
      status: "Received",
    });
    await query(
      e2e.databaseUrl,
      "insert into contact_submissions (name, email, message) values ('Pat Person', $1, 'Hello')",
      [email],
    );

    await page.goto("/admin/privacy");
    await page.getByLabel("E-mail address").fill("nobody-at-all@example.com");
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page.getByRole("status")).toContainText(
      "No account or submission is tied to nobody-at-all@example.com.",
    );
    await page.getByLabel("E-mail address").fill(email.toUpperCase());
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page.getByRole("heading", { name: `Data tied to ${email}` })).toBeVisible();
    await expectAccessible(page);

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export as ZIP" }).click();
    const zip = unzipSync(readFileSync(await (await downloading).path()));
    expect(Object.keys(zip).sort()).toEqual(["data.json", `resumes/${applicationId}-cv.pdf`]);

    await page.getByRole("button", { name: "Erase…" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(`Erase ${email}?`);
    await expect(dialog).toContainText("1 contact message, 1 application, 1 résumé");
    await expect(dialog.getByRole("button", { name: "Erase" })).toBeDisabled();
    await dialog.getByLabel("Type the address to confirm").fill(email);
    await dialog.getByRole("button", { name: "Erase" }).click();
    await expect(toast(page)).toContainText("Erased");
    const left = await query(
      e2e.databaseUrl,
      "select 1 from job_applications where email = $1 union all select 1 from contact_submissions where email = $1 union all select 1 from resume_files where application_id = $2",
      [email, applicationId],
    );
    expect(left).toEqual([]);

    await page.goto("/admin/audit?action=data-erasure");
    await expect(page.getByRole("table")).toContainText("Ada Privacy");
    await page.goto(`/admin/audit?actor=${encodeURIComponent(admin.email)}`);
    const rows = page.getByRole("table").locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText("Personal data erased");
    await expect(rows.nth(1)).toContainText("Personal data exported");
    await expectAccessible(page);
  });
});

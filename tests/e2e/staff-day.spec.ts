// "The editor's and the admin's day without dead ends": insights in minutes, résumés named and
// previewed (record 074), recovery codes to copy or save, linked policies, the editor's terms
// and the careers account link (record 070). SHOTS_DIR=<dir> saves screenshots at 1280 and 375 px.
import { randomUUID } from "node:crypto";
import { zonedInstant, zonedParts } from "../../app/lib/zoned-time";
import { createUser, query } from "../support/accounts";
import { e2e } from "./env";
import { addApplicationWithResume, insertRow, taggedUser } from "./records";
import { logIn, PASSWORD, userWithPassword } from "./sign-in";
import {
  expect,
  expectAccessible,
  shotAtBothWidths,
  signInAs,
  signInAsNew,
  test,
  toast,
} from "./support";

/** 10:00 in Chicago on a weekday a week or more ago: inside the default business hours. */
function lastWeekdayMorning(): Date {
  for (let days = 7; ; days++) {
    const { date } = zonedParts(new Date(Date.now() - days * 86_400_000), "America/Chicago");
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return zonedInstant(date, "10:00", "America/Chicago");
  }
}

/** A one-page PDF saying `text`, with a correct cross-reference table. */
function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

test.describe("staff screens", () => {
  test.skip(({ isMobile }) => isMobile, "staff flows run on desktop; SHOTS_DIR also takes 375 px");

  test("insights show minutes and a heading; lists show arrival time and mark unseen leads apart from the New status", async ({
    page,
    context,
  }) => {
    const { tag, user: admin } = await taggedUser("", "admin", "Quick");
    const arrived = lastWeekdayMorning();
    await query(
      e2e.databaseUrl,
      "insert into contact_submissions (name, email, message, owner_id, created_at, first_response_at) values ('Fast Answer', $1, 'Hi', $2, $3, $4)",
      [`fast-${tag}@example.com`, admin.id, arrived, new Date(arrived.getTime() + 6 * 60_000)],
    );
    await signInAs(context, admin);
    await page.goto("/admin/response-times");
    await expect(page.getByRole("heading", { name: "Response times", level: 2 })).toBeVisible();
    const ownerRow = page
      .getByRole("table", { name: "By owner" })
      .getByRole("row", { name: new RegExp(`Quick ${tag}`) });
    // Median and 90th percentile of the last 4 and 12 weeks: 6 minutes, never "0 h".
    await expect(ownerRow.getByRole("cell", { name: "6 min" })).toHaveCount(4);
    await expect(page.getByRole("main")).not.toContainText(/\b0 h\b/);
    await expectAccessible(page);
    await shotAtBothWidths(page, "insights");

    // A list visited, then a quote arrives: it is "Unseen", its status still the New option.
    await page.goto(`/admin/quotes?q=${tag}`);
    await query(
      e2e.databaseUrl,
      "insert into quotes (name, email, industry, description) values ('Una Seen', $1, 'Other', $2)",
      [`una-${tag}@example.com`, `Unseen ${tag}`],
    );
    await page.goto(`/admin/quotes?q=${tag}`);
    const row = page.getByRole("row", { name: /Una Seen/ });
    // Visible as "Unseen" beside a dot; read out as arrived since the last visit.
    await expect(
      row.getByText("Unseen (arrived since your last visit, not opened yet)"),
    ).toBeVisible();
    await expect(row.getByRole("combobox")).toHaveValue("New");
    // Arrival with its time, in the site's zone (Chicago: CST or CDT).
    await expect(row.locator("time").last()).toHaveText(/\d{4}, \d{1,2}:\d{2}\s[AP]M C[SD]T$/);
    await expectAccessible(page);
    await shotAtBothWidths(page, "quotes-unseen");
  });

  test("HR downloads a résumé named after candidate and job, previews the PDF inline, and the candidate e-mail leaves the header whole", async ({
    page,
    context,
  }) => {
    const { tag, user: hr } = await taggedUser("", "hr", "Hana");
    const jobId = await insertRow("jobs", {
      title: "Senior Data Engineer",
      location: "Austin, TX",
    });
    const applicationId = await addApplicationWithResume(
      {
        name: "Jordan Rivera",
        email: `jordan.rivera-${tag}@example.com`,
        job_id: jobId,
        resume_path: "jordan.rivera-1795699481154.pdf",
        message: "Keen to join.",
      },
      { contentType: "application/pdf", data: tinyPdf("Jordan Rivera - Resume") },
    );
    await signInAs(context, hr);
    await page.goto(`/admin/leads/applications/${applicationId}`);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download résumé" }).click();
    expect((await download).suggestedFilename()).toBe("Jordan Rivera - Senior Data Engineer.pdf");

    const preview = page.getByText("Preview résumé");
    await preview.focus();
    await page.keyboard.press("Enter");
    const frame = page.getByTitle("Résumé of Jordan Rivera");
    await expect(frame).toHaveAttribute("src", `/admin/resumes/${applicationId}/preview`);
    // The frame's response: inline, sandboxed, never sniffed, framed by this site only.
    const inline = await page.request.get(`/admin/resumes/${applicationId}/preview`);
    expect(inline.status()).toBe(200);
    const headers = inline.headers();
    expect(headers["content-type"]).toBe("application/pdf");
    expect(headers["content-disposition"]).toBe(
      "inline; filename=\"Jordan Rivera - Senior Data Engineer.pdf\"; filename*=UTF-8''Jordan%20Rivera%20-%20Senior%20Data%20Engineer.pdf",
    );
    expect(headers["content-security-policy"]).toMatch(/^sandbox;/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["cache-control"]).toBe("private, no-store");
    const audited = await query<{ action: string }>(
      e2e.databaseUrl,
      "select action from audit_log where subject_id = $1 order by at",
      [applicationId],
    );
    expect(audited.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["resume-download", "resume-preview"]),
    );
    await expectAccessible(page);
    await shotAtBothWidths(page, "application-pdf-preview");

    // Choosing a status with a candidate e-mail puts the e-mail below the header, full width.
    await page.getByLabel("Status", { exact: true }).selectOption("Interviewing");
    const email = page.getByRole("region", { name: "Candidate e-mail" });
    await expect(email).toBeVisible();
    const heading = await page
      .getByRole("heading", { name: "Jordan Rivera", level: 2 })
      .boundingBox();
    const box = await email.boundingBox();
    expect(heading && box && heading.y + heading.height <= box.y).toBe(true);
    expect(heading?.height ?? 99).toBeLessThan(40);
    expect(box?.width ?? 0).toBeGreaterThan(600);
    await expectAccessible(page);
    await shotAtBothWidths(page, "application-candidate-email");
  });

  test("a text résumé has no inline preview, only the download", async ({ page, context }) => {
    const hr = await createUser(e2e.databaseUrl, { role: "hr" });
    const applicationId = await addApplicationWithResume(
      { name: "Doc Writer", email: "doc@example.com", resume_path: "doc-1.doc" },
      { contentType: "application/msword", data: Buffer.from("abcd") },
    );
    await signInAs(context, hr);
    const inline = await page.request.get(`/admin/resumes/${applicationId}/preview`);
    expect(inline.status()).toBe(404);
    await page.goto(`/admin/leads/applications/${applicationId}`);
    await expect(page.getByRole("link", { name: "Download résumé" })).toBeVisible();
    await expect(page.getByText("Preview résumé")).toHaveCount(0);
  });
});

test.describe("sign-in and trust pages", () => {
  test.skip(({ isMobile }) => isMobile, "flows run on desktop; SHOTS_DIR also takes 375 px");

  test("recovery codes can be copied, with a status message, and downloaded as a .txt", async ({
    page,
    context,
  }) => {
    const admin = await userWithPassword({ role: "admin", secondFactor: false });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: e2e.baseURL,
    });
    await logIn(page, admin.email);
    await expect(page).toHaveURL(/\/account\/two-factor$/);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("list", { name: "Recovery codes" })).toBeVisible();
    const codes = await page
      .getByRole("list", { name: "Recovery codes" })
      .locator("li")
      .allTextContents();
    expect(codes).toHaveLength(10);

    await page.getByRole("button", { name: "Copy codes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "copied" })).toHaveText(
      "Recovery codes copied to the clipboard.",
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    for (const code of codes) expect(copied).toContain(code);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download codes (.txt)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("brazos-digital-recovery-codes.txt");
    const { readFile } = await import("node:fs/promises");
    const text = await readFile((await file.path()) ?? "", "utf8");
    expect(text.split("\n").filter((line) => codes.includes(line))).toEqual(codes);
    await expectAccessible(page);
    await shotAtBothWidths(page, "two-factor-recovery-codes");
  });

  test("/privacy links the terms; /terms shows the editor's words once published", async ({
    page,
    context,
    browser,
  }) => {
    // The footer keeps the spec's plain text; the privacy notice links the terms (record 070).
    await page.goto("/privacy");
    await page.getByRole("main").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    await expect(page.getByRole("heading", { name: "Using this site", level: 2 })).toBeVisible();
    await expectAccessible(page);
    await shotAtBothWidths(page, "terms");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await shotAtBothWidths(page, "footer", { of: page.getByRole("contentinfo") });

    // The editor owns the words: edited and published at /admin/content, live on /terms.
    await signInAsNew(context, { role: "editor", name: "Terms Editor" });
    await page.goto("/admin/content?type=terms");
    await page
      .getByRole("table", { name: "Terms of Service" })
      .getByRole("link", { name: "Terms of Service" })
      .click();
    const form = page.getByRole("form");
    const updated = `Updated for testing ${randomUUID().slice(0, 8)}`;
    await form.getByLabel("Introduction").fill(updated);
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(toast(page).last()).toContainText("Published");
    const visitor = await browser.newPage();
    await expect(async () => {
      await visitor.goto(`${e2e.baseURL}/terms`);
      await expect(visitor.getByRole("main")).toContainText(updated);
    }).toPass();
    await visitor.close();
  });

  test("on Careers every signed-in account has the Admin Dashboard link; a visitor is told it is for staff", async ({
    browser,
  }) => {
    for (const role of ["user", "admin"] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInAsNew(context, { role });
      await page.goto("/careers");
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "Admin Dashboard" })).toHaveAttribute(
        "href",
        "/admin/dashboard",
      );
      if (role === "user") {
        await expect(main.getByText("(for staff)")).toBeVisible();
        await main.getByRole("link", { name: "My Account" }).click();
        await expect(page).toHaveURL(/\/account$/);
      } else {
        await expect(main.getByRole("link", { name: "My Account" })).toHaveCount(0);
      }
      await context.close();
    }
  });
});

import { createUser, query } from "../support/accounts";
import { e2e } from "./env";
import { expect, signInAs, signInAsNew, test } from "./support";

const payload = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>"'`;

test("script in every form field is shown as text on the dashboard and in the notices", async ({
  page,
  context,
  request,
  isMobile,
}) => {
  test.skip(isMobile, "runs once");
  const email = `xss-${Date.now()}@example.com`;
  const fields = {
    name: payload,
    company: payload,
    message: payload,
    description: payload,
    outcome: payload,
  };
  for (const [path, extra] of [
    ["/api/quotes", { industry: "Other" }],
    ["/api/demo-requests", {}],
    ["/contact", {}],
  ] as const) {
    const response = await request.post(path, {
      headers: { Origin: e2e.baseURL },
      form: { ...fields, ...extra, email, formKey: crypto.randomUUID(), startedAt: "1" },
    });
    expect(response.status(), path).toBe(201);
  }
  await signInAsNew(context, { role: "admin" });
  for (const tab of ["quotes", "demos", "contacts"]) {
    await page.goto(`/admin/dashboard?tab=${tab}&q=${encodeURIComponent(email)}`);
    await expect(page.getByText(payload).first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined();
  }
  // The staff notices, the visitor's auto-replies (record 047) and any staff alerts.
  const notices = await query<{ kind: string; html: string }>(
    e2e.databaseUrl,
    `select kind, html from email_outbox where html like '%' || $1 || '%' or "to" = $1`,
    [email],
  );
  expect(notices.filter((n) => ["quote", "demo", "contact"].includes(n.kind)).length).toBe(3);
  expect(notices.filter((n) => n.kind === "auto-reply").length).toBe(3);
  for (const notice of notices) {
    expect(notice.html).not.toContain("<script>");
    expect(notice.html).not.toContain("<img src=x");
    // Staff notices show what was typed, escaped; an auto-reply repeats nothing typed (record 099).
    if (notice.kind === "auto-reply") expect(notice.html).not.toContain("&lt;script&gt;");
    else expect(notice.html).toContain("&lt;script&gt;");
  }
});

test("script in a signed-in user's submissions is shown as text on My Account", async ({
  page,
  context,
  isMobile,
}) => {
  test.skip(isMobile, "runs once");
  const user = await createUser(e2e.databaseUrl, { name: payload });
  await query(
    e2e.databaseUrl,
    "insert into quotes (user_id, name, email, industry, description) values ($1, $2, $3, $2, $2)",
    [user.id, payload, user.email],
  );
  await signInAs(context, user);
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${payload}`);
  await expect(page.getByText(payload).nth(1)).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
});

import { startOfSiteDay } from "../../app/lib/zoned-time";
import { query } from "../support/accounts";
import { e2e } from "./env";
import { mailsTo } from "./mailbox";
import { taggedUser } from "./records";
import {
  chooseNotifications,
  expect,
  expectAccessible,
  shot,
  signInAs,
  signInAsNew,
  test,
} from "./support";

/** Two overdue follow-ups of `ownerId` in two lists, and one open quote due later. */
async function seedWork(tag: string, ownerId: string) {
  const now = new Date();
  await query(
    e2e.databaseUrl,
    `insert into quotes (name, email, industry, description, owner_id, follow_up_at) values
       ($1, 'q-${tag}@example.com', 'Other', 'x', $3, $4),
       ($2, 'l-${tag}@example.com', 'Other', 'x', $3, null)`,
    [`Quote ${tag}`, `Later ${tag}`, ownerId, startOfSiteDay(now, -2)],
  );
  await query(
    e2e.databaseUrl,
    "insert into contact_submissions (name, email, message, owner_id, follow_up_at) values ($1, $2, 'm', $3, $4)",
    [`Contact ${tag}`, `c-${tag}@example.com`, ownerId, startOfSiteDay(now, -1)],
  );
}

test("staff land on My work from /admin: every section, badges that say what they count", async ({
  page,
  context,
}) => {
  const { tag, user: admin } = await taggedUser("mw", "admin", "Mo");
  await seedWork(tag, admin.id);
  await signInAs(context, admin);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/my-work$/);
  await expect(page.getByRole("heading", { name: "My work" })).toBeVisible();
  // The tool link's badge says what it counts.
  const tools = page.getByRole("navigation", { name: "Workspace tools" });
  await expect(tools.getByRole("link", { name: "My work 2 due today or overdue" })).toBeVisible();
  const overdue = page.getByRole("region", { name: /^Overdue/ });
  await expect(overdue.getByRole("link")).toHaveText([
    new RegExp(`Quote ${tag}$`),
    new RegExp(`Contact ${tag}$`),
  ]);
  await expect(page.getByRole("region", { name: /^Mine/ })).toContainText(`Later ${tag}`);
  // Nothing spills sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  await expectAccessible(page);
  await shot(page, "my-work");
});

test("j and k walk a My work section across lists, and Back returns to it", async ({
  page,
  context,
  isMobile,
}) => {
  test.skip(isMobile, "keyboard shortcuts are a desktop tool");
  const { tag, user: admin } = await taggedUser("mw", "admin", "Mo");
  await seedWork(tag, admin.id);
  await signInAs(context, admin);
  await page.goto("/admin/my-work");
  const overdue = page.getByRole("region", { name: /^Overdue/ });
  await overdue.getByRole("link", { name: new RegExp(`Quote ${tag}$`) }).click();
  await expect(page).toHaveURL(/\/admin\/leads\/quotes\/.*queue=my-work%3Aoverdue/);
  await expect(page.getByRole("link", { name: "Back to My work: Overdue" })).toBeVisible();
  // j crosses into the next list of the section; k comes back.
  await page.keyboard.press("j");
  await expect(page).toHaveURL(/\/admin\/leads\/contacts\/.*queue=my-work%3Aoverdue/);
  await expect(page.getByRole("heading", { name: `Contact ${tag}` })).toBeVisible();
  await page.keyboard.press("k");
  await expect(page).toHaveURL(/\/admin\/leads\/quotes\//);
  await page.getByRole("link", { name: "Back to My work: Overdue" }).click();
  await expect(page).toHaveURL(/\/admin\/my-work#section-overdue$/);
});

test("the spec's entry still opens on User Management after sign-in", async ({ page, context }) => {
  await signInAsNew(context, { role: "admin" });
  await page.goto("/post-login");
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(
    page.getByRole("navigation", { name: "Workspace tools" }).getByRole("link").first(),
  ).toHaveText(/^My work/);
});

test("staff choose how they hear of each event, and it stays chosen", async ({ page, context }) => {
  await signInAsNew(context, { role: "admin" });
  await page.goto("/admin/settings/alerts");
  await expect(page.getByRole("heading", { name: "My notifications" })).toBeVisible();
  const assigned = page.getByRole("group", { name: "A lead is assigned to me" });
  await expect(assigned.getByLabel("Instantly")).toBeChecked();
  // Overdue comes by the clock: summed up, never instant.
  const overdue = page.getByRole("group", { name: "My follow-ups fall overdue" });
  await expect(overdue.getByLabel("Daily digest")).toBeChecked();
  await expect(overdue.getByLabel("Instantly")).toHaveCount(0);
  await chooseNotifications(page, [
    ["A lead is assigned to me", "Hourly summary"],
    ["New in Quote Requests", "Instantly"],
  ]);
  await expectAccessible(page);
});

test("the digest's 'and N more' opens the section in My work, which pages through the rest", async ({
  page,
  context,
}) => {
  const { tag, user: hr } = await taggedUser("dg", "hr", "Di");
  // Thirty applications of hers nobody has answered for days: the digest lists 25 and 5 more.
  await query(
    e2e.databaseUrl,
    `insert into job_applications (name, email, owner_id, created_at)
       select 'Applicant ${tag} ' || lpad(g::text, 2, '0'), 'a' || g || '-${tag}@example.com', $1,
         now() - interval '5 days' + g * interval '1 minute'
       from generate_series(1, 30) g`,
    [hr.id],
  );
  // The worker queues digests at the digest hour (08:00 site time): queue them as it would at
  // 08:30 today; the running server's outbox delivers to the SMTP peer.
  process.env.PUBLIC_URL = e2e.baseURL;
  const { sendDailyDigests } = await import("../../app/server/digest/digest.server");
  const { openDatabase } = await import("../../app/server/db/client.server");
  const database = openDatabase({ url: e2e.databaseUrl });
  try {
    const atDigestHour = new Date(startOfSiteDay(new Date()).getTime() + 8.5 * 3_600_000);
    await sendDailyDigests(database.db, atDigestHour);
  } finally {
    await database.close();
  }
  await expect
    .poll(() => mailsTo(hr.email).find((m) => /^Your leads for/.test(m.subject)) ?? null, {
      timeout: 20_000,
    })
    .not.toBeNull();
  const digest = mailsTo(hr.email).find((m) => /^Your leads for/.test(m.subject));
  expect(digest?.subject).toContain("30 untouched");
  const more = /and 5 more: (\S+)/.exec(digest?.text ?? "")?.[1] ?? "";
  expect(new URL(more).pathname + new URL(more).hash).toBe("/admin/my-work#section-untouched");

  await signInAs(context, hr);
  await page.goto(more);
  const untouched = page.getByRole("region", { name: /^Untouched/ });
  await expect(untouched.getByRole("heading")).toHaveText(/Untouched\s*30 leads/);
  await expect(untouched.getByRole("table").getByRole("link")).toHaveCount(25);
  const pages = untouched.getByRole("navigation", { name: "Untouched pages" });
  await expect(pages).toContainText("1–25 of 30");
  await pages.getByRole("link", { name: "and 5 more" }).click();
  await expect(page).toHaveURL(/\/admin\/my-work\?untouched=2#section-untouched$/);
  await expect(pages).toContainText("26–30 of 30");
  // Oldest first: the last page holds the five newest.
  await expect(untouched.getByRole("link", { name: new RegExp(`Applicant ${tag}`) })).toHaveText(
    [26, 27, 28, 29, 30].map((n) => new RegExp(`Applicant ${tag} ${n}$`)),
  );
  await shot(page, "my-work-pages", { of: untouched });
  await pages.getByRole("link", { name: "Previous 25" }).click();
  await expect(pages).toContainText("1–25 of 30");
  await expectAccessible(page);
});

test("HR land on My work, where a new application nobody owns waits for them", async ({
  page,
  context,
}) => {
  const { tag, user: hr } = await taggedUser("hw", "hr", "Hu");
  await query(e2e.databaseUrl, "insert into job_applications (name, email) values ($1, $2)", [
    `Waiting ${tag}`,
    `w-${tag}@example.com`,
  ]);
  await signInAs(context, hr);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/my-work$/);
  const unassigned = page.getByRole("region", { name: /^Unassigned/ });
  await expect(unassigned.getByRole("link", { name: new RegExp(`Waiting ${tag}$`) })).toBeVisible();
  // The spec's entry keeps its landing for HR: Job Postings.
  await page.goto("/post-login");
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await page.goto("/admin/my-work");
  await expectAccessible(page);
});

test("an editor lands on My work after sign-in and at /admin: drafts and scheduled content", async ({
  page,
  context,
}) => {
  const { tag, user: editor } = await taggedUser("ew", "editor", "Ed");
  const items = await query<{ id: string }>(
    e2e.databaseUrl,
    `insert into content_items (type, position, slug, fields, scheduled_at) values
       ('industry', 9001, $1, jsonb_build_object('name', $2::text), null),
       ('industry', 9002, $3, jsonb_build_object('name', $4::text), now() + interval '2 days')
     returning id`,
    [`draft-${tag}`, `Draft ${tag}`, `soon-${tag}`, `Soon ${tag}`],
  );
  try {
    await signInAs(context, editor);
    await page.goto("/post-login");
    await expect(page).toHaveURL(/\/admin\/my-work$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/my-work$/);
    await expect(page.getByRole("heading", { name: "My work" })).toBeVisible();
    // No lead sections: an editor works no list.
    await expect(page.getByRole("region", { name: /^Unassigned/ })).toHaveCount(0);
    const drafts = page.getByRole("region", { name: /^Drafts/ });
    await expect(drafts.getByRole("link", { name: `Draft ${tag}` })).toBeVisible();
    const scheduled = page.getByRole("region", { name: /^Scheduled/ });
    await expect(scheduled.getByRole("link", { name: `Soon ${tag}` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    await expectAccessible(page);
    await shot(page, "my-work-editor");
    await drafts.getByRole("link", { name: `Draft ${tag}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/content/${items[0]?.id}$`));
  } finally {
    await query(e2e.databaseUrl, "delete from content_items where id = any($1::uuid[])", [
      items.map((item) => item.id),
    ]);
  }
});

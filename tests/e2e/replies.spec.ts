import { verifyWebhook } from "../../app/server/webhooks/signature.server";
import { createUser, query } from "../support/accounts";
import { startWebhookReceiver } from "../support/webhook-receiver";
import { e2e } from "./env";
import { mailsTo } from "./mailbox";
import { submitLogin } from "./sign-in";
import { sendContactMessage } from "./site-forms";
import {
  BAD_REQUEST_STATUS,
  chooseNotifications,
  expect,
  expectAccessible,
  signInAs,
  signInAsNew,
  test,
  toast,
} from "./support";

// Record 047: auto-replies, candidate e-mails, replies from the record page, alerts, webhooks.
// Mail goes to the real SMTP peer of tests/e2e/start-server.ts.

test.use({ expectedConsoleErrors: [BAD_REQUEST_STATUS] });

const mailArrives = (address: string, subject: RegExp) =>
  expect
    .poll(() => mailsTo(address).find((mail) => subject.test(mail.subject)) ?? null, {
      timeout: 20_000,
    })
    .not.toBeNull();

test("an admin edits an auto-reply with a live preview, is told what is wrong, saves and sends a test", async ({
  page,
  context,
  isMobile,
}, testInfo) => {
  const admin = await signInAsNew(context, {
    role: "admin",
    email: `replies-admin-${testInfo.project.name}@example.com`,
  });
  // Each project edits its own list's template, so the two never see each other's text.
  const list = isMobile
    ? {
        kind: "quotes",
        label: "Quote Requests",
        letter: "Q",
        subject: "We received your quote request",
      }
    : { kind: "demos", label: "Demo Requests", letter: "D", subject: "Your demo request" };
  await page.goto(`/admin/settings/replies?t=auto-reply:${list.kind}`);
  await expect(page.getByRole("heading", { name: "Auto-replies" })).toBeVisible();
  const form = page.getByRole("form", { name: `${list.label} template` });
  await expect(page.getByTestId("preview-subject")).toHaveText(
    `${list.subject} (${list.letter}-24117)`,
  );

  await form.getByLabel("Subject").fill("Hi {{firstname}}");
  await expect(
    form.getByText(/^Unknown placeholder \{\{firstname\}\} in the subject\./),
  ).toBeVisible();
  await form.getByRole("button", { name: "Save template" }).click();
  await expect(toast(page)).toContainText("Template not saved");

  await form.getByLabel("Subject").fill("");
  await expect(form.getByText("The subject is empty: write a subject.")).toBeVisible();

  await form.getByLabel("Subject").fill("For {{company}} ({{reference}})");
  await expect(page.getByTestId("preview-subject")).toHaveText(`For (${list.letter}-24117)`);
  // An auto-reply repeats nothing the sender typed, and its preview shows that (record 099).
  await form.getByLabel("Message").fill("Hello {{first_name}}, we will call you.");
  await expect(page.getByTestId("preview-body")).toHaveText("Hello, we will call you.");
  await form.getByRole("button", { name: "Save template" }).click();
  await expect(toast(page)).toContainText("Auto-reply saved.");
  await form.getByRole("button", { name: "Send a test to me" }).click();
  await expect(toast(page)).toContainText(`Test e-mail sent to ${admin.email}.`);
  await mailArrives(admin.email, new RegExp(`^For \\(${list.letter}-24117\\)$`));
  await expectAccessible(page);
  await page.screenshot({
    path: testInfo.outputPath(`auto-replies-${isMobile ? 375 : 1280}.png`),
    fullPage: true,
  });
});

test("a visitor's contact message gets its auto-reply at the SMTP peer, with its reference only", async ({
  page,
}, testInfo) => {
  const email = `auto-reply-${testInfo.project.name}-${Date.now()}@example.com`;
  await sendContactMessage(page, {
    name: "Robin <Reply>",
    email,
    message: "Do you <b>support</b> Lenel?",
  });
  const [row] = await query<{ reference: number }>(
    e2e.databaseUrl,
    "select reference from contact_submissions where email = $1",
    [email],
  );
  const subject = new RegExp(`^We received your message \\(C-${row?.reference}\\)$`);
  await mailArrives(email, subject);
  const mail = mailsTo(email).find((m) => subject.test(m.subject));
  // Its address is unconfirmed: nothing the sender typed comes back, not even the name, and it
  // says it was sent automatically (record 099).
  expect(`${mail?.subject}${mail?.text}${mail?.html}`).not.toMatch(/Lenel|Robin/);
  expect(mail?.raw).toMatch(/^Auto-Submitted: auto-replied\r?$/m);
  expect(mail?.messageId).toMatch(/^<outbox-[0-9a-f-]{36}@/);
});

test("HR moves an application to Interviewing, sees the candidate e-mail first, and sends it", async ({
  page,
  context,
}, testInfo) => {
  const hr = await createUser(e2e.databaseUrl, { role: "hr" });
  const email = `candidate-${testInfo.project.name}-${Date.now()}@example.com`;
  const [application] = await query<{ id: string }>(
    e2e.databaseUrl,
    "insert into job_applications (name, email, job_id) values ('Casey Candidate', $1, (select id from jobs order by created_at limit 1)) returning id",
    [email],
  );
  await signInAs(context, hr);
  await page.goto(`/admin/leads/applications/${application?.id}`);
  await page.getByLabel("Status", { exact: true }).selectOption("Interviewing");
  const preview = page.getByRole("region", { name: "Candidate e-mail" });
  await expect(preview.getByLabel("E-mail the candidate")).toBeChecked();
  await expect(preview).toContainText("Hello Casey,");
  await expectAccessible(page);
  await preview.getByRole("button", { name: "Change status" }).click();
  await expect(toast(page)).toContainText("Status updated!");
  await expect(page.getByText(`Status e-mail to ${email}`)).toBeVisible();
  await mailArrives(email, /^Next step for .+: an interview$/);
});

test("moving to the next record with j closes and clears a reply begun on this one", async ({
  page,
  context,
  isMobile,
}) => {
  test.skip(isMobile, "keyboard shortcuts are a desktop tool");
  const admin = await createUser(e2e.databaseUrl, { role: "admin", name: "Jo Walker" });
  // The two newest quotes, so one follows the other in the list.
  const [first, second] = await query<{ id: string; email: string }>(
    e2e.databaseUrl,
    `insert into quotes (name, email, industry, description, created_at) values
       ('Walk One', 'walk-one@example.com', 'Retail', 'One', now() + interval '2 days'),
       ('Walk Two', 'walk-two@example.com', 'Retail', 'Two', now() + interval '1 day')
     returning id, email`,
  );
  await signInAs(context, admin);
  await page.goto(`/admin/leads/quotes/${first?.id}`);
  await page.getByText(`Reply to ${first?.email}`).click();
  await page.getByLabel("Message (plain text)").fill("Half a thought for Walk One");
  await page.getByLabel("Message (plain text)").blur();
  await page.keyboard.press("j");
  await expect(page).toHaveURL(new RegExp(`/admin/leads/quotes/${second?.id}`));
  await expect(page.getByLabel("Message (plain text)")).toBeHidden();
  await page.getByText(`Reply to ${second?.email}`).click();
  await expect(page.getByLabel("Message (plain text)")).toHaveValue("");
});

test("a reply from the record page reaches the person and appears in their My Account", async ({
  page,
  context,
  browser,
  isMobile,
}, testInfo) => {
  const admin = await createUser(e2e.databaseUrl, { role: "admin", name: "Sam Staff" });
  const person = await createUser(e2e.databaseUrl, { role: "user", name: "Pat Person" });
  const [quote] = await query<{ id: string; reference: number }>(
    e2e.databaseUrl,
    "insert into quotes (name, email, industry, description, user_id) values ('Pat Person', $1, 'Retail', 'New shop', $2) returning id, reference",
    [person.email, person.id],
  );
  await signInAs(context, admin);
  await page.goto(`/admin/leads/quotes/${quote?.id}`);
  await page.getByText(`Reply to ${person.email}`).click();
  await expect(page.getByLabel("Subject")).toHaveValue(
    `Re: your quote request (Q-${quote?.reference})`,
  );
  await page.getByLabel("Message (plain text)").fill("Hello Pat,\nwe can start <next> week.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(toast(page)).toContainText("Reply queued.");
  await expect(page.getByText(`Reply from ${admin.name} to ${person.email}`)).toBeVisible();
  await mailArrives(person.email, /^Re: your quote request/);
  // Answers go to the record, not to one person's mailbox (record 075).
  expect(mailsTo(person.email)[0]?.replyTo).toMatch(/^reply\+q[0-9a-f]{32}-[0-9a-f]{24}@/);
  await page.reload();
  await expect(page.getByText(`Reply from ${admin.name} to ${person.email}`)).toContainText("sent");

  // A reply kept as a snippet is offered the next time.
  const snippet = `Start next week ${testInfo.project.name} ${Date.now()}`;
  await page.getByText(`Reply to ${person.email}`).click();
  await page.getByLabel("Subject").fill(snippet);
  await page.getByLabel("Message (plain text)").fill("We can start next week.");
  await page.getByRole("button", { name: "Save as snippet" }).click();
  await expect(toast(page)).toContainText(`Snippet "${snippet}" saved.`);
  await page.reload();
  await page.getByText(`Reply to ${person.email}`).click();
  await page.getByLabel("Start from a snippet").selectOption({ label: snippet });
  await expect(page.getByLabel("Message (plain text)")).toHaveValue("We can start next week.");

  const visitor = await browser.newContext(testInfo.project.use);
  await signInAs(visitor, person);
  const mine = await visitor.newPage();
  await mine.goto("/account");
  await expect(mine.getByText(`Q-${quote?.reference}`, { exact: true })).toBeVisible();
  await mine.getByText("Details, status history and messages (1)").click();
  const messages = mine.getByRole("region", { name: `Messages about Q-${quote?.reference}` });
  await expect(messages).toContainText("we can start <next> week.");
  await expect(mine.getByRole("region", { name: /^What you sent/ })).toContainText("New shop");
  await expectAccessible(mine);
  await mine.screenshot({
    path: testInfo.outputPath(`my-account-${isMobile ? 375 : 1280}.png`),
    fullPage: true,
  });
  await visitor.close();
});

test("HR chooses how to hear of new applications", async ({ page, context }) => {
  await signInAsNew(context, { role: "hr" });
  await page.goto("/admin/settings/alerts");
  // Record 083: new leads come by the daily digest until chosen otherwise.
  const applications = page.getByRole("group", { name: "New in Applications" });
  await expect(applications.getByLabel("Daily digest")).toBeChecked();
  await expect(page.getByRole("group", { name: "New in Quote Requests" })).toHaveCount(0);
  await chooseNotifications(page, [["New in Applications", "Off"]]);
  await expectAccessible(page);
});

test("an admin adds a webhook, sees its secret once, and sends a test event", async ({
  page,
  context,
  isMobile,
}, testInfo) => {
  const receiver = await startWebhookReceiver();
  try {
    await signInAsNew(context, { role: "admin" });
    await page.goto("/admin/settings/webhooks");
    const add = page.getByRole("form", { name: "Add a webhook" });
    await add.getByLabel("Endpoint URL").fill("http://hooks.example.com/x");
    await add.getByRole("button", { name: "Add webhook" }).click();
    await expect(toast(page)).toContainText("Use an https:// URL");
    const url = `${receiver.url}/${testInfo.project.name}`;
    await add.getByLabel("Endpoint URL").fill(url);
    await add.getByRole("button", { name: "Add webhook" }).click();
    await expect(toast(page)).toContainText("Webhook added.");
    const secret = (await page.getByTestId("webhook-secret").textContent()) ?? "";
    expect(secret).toMatch(/^whsec_/);
    const card = page.getByRole("region", { name: `Webhook ${url}` });
    await card.getByRole("button", { name: "Send test event" }).click();
    await expect(toast(page)).toContainText("Test event queued.");
    // Only the ping: leads that other tests submit meanwhile are delivered here too.
    const pings = () => receiver.received.filter((hook) => JSON.parse(hook.body).type === "ping");
    await expect.poll(() => pings().length, { timeout: 15_000 }).toBe(1);
    const [hook] = pings();
    expect(verifyWebhook(secret, hook?.body ?? "", hook?.headers["x-brazos-signature"] ?? "")).toBe(
      true,
    );
    await page.reload();
    await expect(page.getByTestId("webhook-secret")).toHaveCount(0);
    expect(await page.content()).not.toContain(secret);
    await expect(page.getByRole("region", { name: `Webhook ${url}` })).toContainText("delivered");
    await expectAccessible(page);
    await page.screenshot({
      path: testInfo.outputPath(`webhooks-${isMobile ? 375 : 1280}.png`),
      fullPage: true,
    });
  } finally {
    await receiver.close();
  }
});

test.describe("the promise to track a submission", () => {
  test.skip(({ isMobile }) => isMobile, "the account flow runs once, on desktop");
  test.use({ expectedConsoleErrors: [/status of 40[013] /] });

  test("a message sent before registering shows on My Account once the address is confirmed", async ({
    page,
  }) => {
    const email = `tracker-${Date.now()}@example.com`;
    await sendContactMessage(page, {
      name: "Tracy Tracker",
      email,
      message: "Where is my answer?",
    });
    await mailArrives(email, /^We received your message \(C-\d+\)$/);
    const reference = /C-\d+/.exec(mailsTo(email)[0]?.subject ?? "")?.[0] ?? "C-?";

    await page.goto("/register");
    await page.getByLabel("Full name").fill("Tracy Tracker");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel(/^Password/).fill("Blue-Harbor-72");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Not confirmed yet: the message is nobody's.
    const owner = async () =>
      (
        await query<{ user_id: string | null }>(
          e2e.databaseUrl,
          "select user_id from contact_submissions where email = $1",
          [email],
        )
      )[0]?.user_id ?? null;
    expect(await owner()).toBeNull();

    await mailArrives(email, /^Confirm your email address/);
    const confirm = mailsTo(email).find((mail) => /^Confirm your email/.test(mail.subject));
    const link = confirm?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0] ?? "";
    await page.goto(link);
    await expect(page).toHaveURL(/\/login\?verified=1/);
    expect(await owner()).not.toBeNull();

    await submitLogin(page, email, "Blue-Harbor-72");
    await expect(page).toHaveURL(/\/account$/);
    const item = page.locator("main li", { hasText: "Contact Message" });
    await expect(item).toContainText(reference);
    await item.getByText("Details, status history and messages (1)").click();
    await expect(item).toContainText("Where is my answer?");
    await expect(item).toContainText(`We received your message (${reference})`);
    await expectAccessible(page);
  });
});

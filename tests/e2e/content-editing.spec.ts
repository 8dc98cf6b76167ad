import { query } from "../support/accounts";
import { createDraft, pickLibraryIllustration, publishNow } from "./content-editor";
import { contentSiteForThisFile, officeClock } from "./content-site";
import { expect, expectAccessible, shot, test, toast } from "./support";

// Editing as Ghost and WordPress do it (docs/decisions/119): articles listed by date, the
// article form (slug after title, Markdown toolbar and live preview, date picker, author filled
// in, focal point on the picture with crop previews, a notice of dropped HTML), and a schedule
// that publishes the version it names even after an old one is restored. Desktop and phone.
const site = contentSiteForThisFile({ consoleErrors: /status of 40[09] / });

test("an editor writes an article with the toolbar, preview, date picker and focal point", async ({
  page,
  isMobile,
}) => {
  test.setTimeout(180_000);
  const editor = await site.signInAsNew(
    page.context(),
    "editor",
    `Ed Itor ${isMobile ? "Phone" : "Desk"}`,
  );
  const { a } = site;

  // The list: newest first by date, author and date columns, no site order to sort by.
  await page.goto(`${a.url}/admin/content?type=article`);
  const table = page.getByRole("table", { name: "Insights" });
  await expect(table.getByRole("columnheader", { name: "Date" })).toBeVisible();
  // On a phone the author is under each title instead of in a column of its own.
  await expect(table.getByRole("columnheader", { name: "Author" })).toHaveCount(isMobile ? 0 : 1);
  await expect(page.getByLabel("Sort by")).toHaveValue("date");
  await expect(page.getByLabel("Sort by").getByRole("option", { name: "Site order" })).toHaveCount(
    0,
  );
  const dates = await table
    .locator("time")
    .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
  expect(dates.length).toBeGreaterThan(1);
  expect(dates).toEqual([...dates].sort().reverse());
  await expectAccessible(page);
  await shot(page, "articles-list");

  await page.getByRole("link", { name: "New article" }).click();
  const form = page.getByRole("form");
  await expect(form.getByLabel("Title", { exact: true })).toBeVisible();
  // Title before slug; the slug follows the title until edited.
  const labels = await form
    .locator("label")
    .evaluateAll((all) => all.map((label) => label.textContent?.trim() ?? ""));
  expect(labels.indexOf("Title")).toBeLessThan(labels.indexOf("Slug"));
  const slugSuffix = isMobile ? "phone" : "desk";
  await form.getByLabel("Title", { exact: true }).fill(`Rehearsals That Work ${slugSuffix}`);
  await expect(form.getByLabel("Slug")).toHaveValue(`rehearsals-that-work-${slugSuffix}`);
  // The author is the person writing; the date is a date picker, today to start.
  await expect(form.getByLabel("Author")).toHaveValue(editor.name ?? "");
  await expect(form.getByLabel("Publish date")).toHaveAttribute("type", "date");
  await expect(form.getByLabel("Publish date")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await form.getByLabel("Publish date").fill("2031-02-03");
  await form.getByLabel("Summary", { exact: true }).fill("Two rehearsals beat one weekend.");

  // The toolbar works on the selection, by mouse and by keyboard; the preview follows.
  const body = form.getByLabel("Body");
  await body.fill("Rehearse twice");
  await body.selectText();
  await form.getByRole("button", { name: "Bold" }).click();
  await expect(body).toHaveValue("**Rehearse twice**");
  const preview = page.getByRole("region", { name: "Live preview" });
  await expect(preview.locator("strong")).toHaveText("Rehearse twice");
  await body.press("End");
  await body.press("Enter");
  await body.pressSequentially("Plan the weekend");
  await form.getByRole("button", { name: "Bold" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(form.getByRole("button", { name: "Heading" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(body).toHaveValue("**Rehearse twice**\n## Plan the weekend");
  await expect(preview.getByRole("heading", { name: "Plan the weekend" })).toBeVisible();
  await body.press("End");
  await body.pressSequentially('\n\n<span style="color:red">Red</span> text');
  await expect(form.getByRole("status").filter({ hasText: "will be removed" })).toContainText(
    "<span>",
  );

  await pickLibraryIllustration(page, "A cutover plan on a whiteboard");
  // The focal point, chosen on the picture: a click, then the arrow keys; the fields follow.
  const picture = form.getByRole("button", { name: /^Focal point on the picture/ });
  const box = await picture.boundingBox();
  if (!box) throw new Error("The picture has no box");
  await picture.click({ position: { x: box.width * 0.2, y: box.height * 0.7 } });
  await expect(form.getByLabel("Focal point across (%)")).toHaveValue("20");
  await expect(form.getByLabel("Focal point down (%)")).toHaveValue("70");
  await picture.press("ArrowRight");
  await expect(form.getByLabel("Focal point across (%)")).toHaveValue("25");
  await expect(form.getByRole("figure").first().locator("img")).toHaveCSS(
    "object-position",
    "25% 70%",
  );
  await expectAccessible(page);
  await shot(page, "article-new");
  await createDraft(page);

  // The saved draft: the notice stays, the focal point is kept, nothing to move.
  await expect(page.getByRole("status").filter({ hasText: "will be removed" })).toBeVisible();
  await expect(form.getByLabel("Focal point across (%)")).toHaveValue("25");
  await expect(page.getByRole("button", { name: "Move up" })).toHaveCount(0);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page).last()).toContainText("removed from the body: <span>");
  await expectAccessible(page);
  await shot(page, "article-edit");
});

test("a schedule publishes the version it names, even after an old one is restored", async ({
  page,
  isMobile,
}) => {
  test.setTimeout(180_000);
  await site.signInAsNew(page.context(), "editor", `Sched ${isMobile ? "Phone" : "Desk"}`);
  const { a, b } = site;
  const slug = `schedule-${isMobile ? "phone" : "desk"}`;

  await page.goto(`${a.url}/admin/content/new/article`);
  const form = page.getByRole("form");
  await form.getByLabel("Title", { exact: true }).fill("First words");
  await form.getByLabel("Slug").fill(slug);
  await form.getByLabel("Summary", { exact: true }).fill("A summary.");
  await form.getByLabel("Body").fill("Body.");
  await pickLibraryIllustration(page, "A picture");
  const itemId = (await createDraft(page)).split("/").pop() ?? "";
  await publishNow(page);

  // Version 2 is written and scheduled for tomorrow.
  await form.getByLabel("Title", { exact: true }).fill("Second words");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page).last()).toContainText("Draft saved");
  await page.getByLabel(/Publish at/).fill(officeClock(86_400));
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(toast(page).last()).toContainText("Version 2 will be published on");
  const note = page.getByText(/^Scheduled: version 2 will be published on /);
  await expect(note).toBeVisible();

  // Restoring version 1 changes the draft only; the page says the schedule keeps version 2.
  await page.getByRole("button", { name: "Restore version 1 as the draft" }).click();
  await expect(toast(page).last()).toContainText("still publishes version 2");
  await expect(note).toBeVisible();
  await expect(page.getByText(/The draft has changed since it was scheduled/)).toBeVisible();
  await expect(form.getByLabel("Title", { exact: true })).toHaveValue("First words");
  await expectAccessible(page);
  await shot(page, "schedule-version");

  // Its time comes (moved to now in the database): version 2 goes live, not the draft.
  await query(
    site.databaseUrl,
    "update content_items set scheduled_at = now() - interval '1 second' where id = $1",
    [itemId],
  );
  await expect
    .poll(async () => (await fetch(`${b.url}/insights/${slug}`)).text(), { timeout: 30_000 })
    .toContain("Second words");
  await page.reload();
  await expect(note).toHaveCount(0);
  await expect(form.getByLabel("Title", { exact: true })).toHaveValue("First words");
});

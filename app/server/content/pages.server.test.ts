import { describe, expect, it } from "vitest";
import { aboutPage, homePage } from "~/content/pages";
import { builtFacts } from "~/content/site";
import { contentForm, fieldText } from "~/lib/content/form";
import type { ContentType } from "~/lib/content/types";
import { validateForm } from "~/lib/forms/validate";
import { contentInput } from "../../../tests/support/content";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import type { Database } from "../db/client.server";
import { users } from "../db/schema.server";
import { noticeMailbox } from "../mail/templates.server";
import { defaultAutoReply } from "../replies/defaults.server";
import { createItem, duplicateItem, linksTo, saveDraft } from "./editing.server";
import { itemsOfType } from "./items.server";
import { liveSite } from "./live.server";
import { publishNow, unpublish } from "./publishing.server";
import { siteFacts } from "./site-facts.server";

const editor = { id: "ed-p", email: "pages@example.com", name: "Page Editor", role: "editor" };

/** The form as an editor finds it: the live item's fields, one text box each. */
async function formOf(database: Database, type: ContentType) {
  const [item] = await itemsOfType(database.db, type);
  if (!item) throw new Error(`no ${type} item`);
  const values: Record<string, string> = { slug: item.slug, revision: String(item.revision) };
  for (const [name, value] of Object.entries(item.fields)) values[name] = fieldText(value);
  return { item, values };
}

describe(`the home and About pages' words (${engine})`, () => {
  const database = databaseForThisFile(async () => {
    await database.db.insert(users).values({ ...editor, emailVerified: true });
  });

  it("refuses bad input field by field, with messages that say what to write", async () => {
    const { values } = await formOf(database, "home");
    const check = validateForm(contentForm("home"), {
      ...values,
      heading: "  ",
      capabilities: "aws-cloud-solutions\nNot a slug!",
      stats: "15+ | years\n240+ engagements",
      intro: "x".repeat(601),
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.fieldErrors.heading).toBe("Hero heading is required.");
    expect(check.fieldErrors.capabilities).toMatch(/each line is a use case's slug/);
    expect(check.fieldErrors.stats).toMatch(/two parts separated by one bar/);
    expect(check.fieldErrors.intro).toBe("Hero text must be at most 600 characters.");
  });

  it("keeps one item per page: no second one, no copy", async () => {
    const { item, values } = await formOf(database, "about");
    const second = await createItem(
      "about",
      contentInput("about", { ...values, slug: "about-two" }),
      editor.id,
    );
    expect(second.fieldErrors?.form).toBe(
      "This page has one item, and its slug is always “about”.",
    );
    const copy = await duplicateItem(item.id, editor.id);
    expect(copy.ok).toBe(false);
    expect(await itemsOfType(database.db, "about")).toHaveLength(1);
    expect(await linksTo(item)).toEqual([
      "The page /about, which then shows its first words again",
    ]);
  });

  it("changes the live page only when published, and shows the first words when unpublished", async () => {
    const { item, values } = await formOf(database, "home");
    const draft = contentInput("home", {
      ...values,
      heading: "Engineering that <script>keeps</script> running.",
      capabilities: "security-operations-center\naws-cloud-solutions",
      stats: "20+ | years\n- 9 | industries",
    });
    expect((await saveDraft(item.id, draft, editor.id)).ok).toBe(true);
    expect((await liveSite()).home).toEqual(homePage);

    expect((await publishNow(item.id, item.revision + 1, editor.id)).ok).toBe(true);
    const live = (await liveSite()).home;
    expect(live.heading).toBe("Engineering that <script>keeps</script> running.");
    expect(live.capabilities).toEqual(["security-operations-center", "aws-cloud-solutions"]);
    expect(live.stats).toEqual([
      { title: "20+", text: "years" },
      { title: "9", text: "industries" },
    ]);

    await unpublish(item.id);
    expect((await liveSite()).home).toEqual(homePage);
    expect((await liveSite()).about).toEqual(aboutPage);
  });

  it("refuses bad site facts field by field", async () => {
    const { values } = await formOf(database, "facts");
    const check = validateForm(contentForm("facts"), {
      ...values,
      phone: "call us",
      infoMailbox: "info-at-example",
      latitude: "91",
      longitude: "east",
      countryCode: "u1",
      city: "",
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.fieldErrors).toEqual({
      phone: expect.stringMatching(/^Phone: start with \+ and the country code/),
      infoMailbox: "General mailbox: enter an e-mail address, for example info@example.com.",
      latitude: expect.stringMatching(/^Map latitude: enter decimal degrees between -90 and 90/),
      longitude: expect.stringMatching(/^Map longitude: enter decimal degrees between -180/),
      countryCode: "Country code: two capital letters, for example US.",
      city: "City is required.",
    });
  });

  it("publishing the site facts changes what server code reads, mail included", async () => {
    expect(siteFacts().phone).toEqual(builtFacts.phone);
    const { item, values } = await formOf(database, "facts");
    const draft = contentInput("facts", {
      ...values,
      phone: "+1 (512) 555-0199",
      hrMailbox: "jobs@example.com",
      latitude: "30.5",
    });
    expect((await saveDraft(item.id, draft, editor.id)).ok).toBe(true);
    await liveSite();
    expect(siteFacts().phone.display).toBe(builtFacts.phone.display);

    expect((await publishNow(item.id, item.revision + 1, editor.id)).ok).toBe(true);
    await liveSite();
    expect(siteFacts().phone).toEqual({ display: "+1 (512) 555-0199", tel: "+15125550199" });
    expect(siteFacts().headquarters.coordinates).toEqual({ lat: 30.5, lon: -97.74296 });
    expect(noticeMailbox("applications")).toBe("jobs@example.com");
    expect(noticeMailbox("quotes")).toBe(builtFacts.mailboxes.info);
    expect(defaultAutoReply("quotes").body).toMatch(/\+1 \(512\) 555-0199$/);

    await unpublish(item.id);
    await liveSite();
    expect(siteFacts()).toEqual(builtFacts);
  });
});

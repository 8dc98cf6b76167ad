import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contentForm } from "~/lib/content/form";
import { validateForm } from "~/lib/forms/validate";
import { contentInput } from "../../../tests/support/content";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import type { SessionUser } from "../auth/session.server";
import { auditLog, contentItems, users } from "../db/schema.server";
import { itemAction } from "./content-actions.server";
import { createItem, deleteItem, duplicateItem, moveItem, saveDraft } from "./editing.server";
import { compareVersion, listVersions, restoreVersion } from "./history.server";
import { findItem } from "./items.server";
import { listContent } from "./list.server";
import { liveSite } from "./live.server";
import { publicContent, shareToken } from "./preview.server";
import { publishNow, unpublish } from "./publishing.server";
import { publishDueContent, schedulePublish } from "./schedule.server";

const editor = { id: "ed-1", email: "ed@example.com", name: "Edie Editor", role: "editor" };

const studyValues = (slug: string, title: string) => ({
  slug,
  title,
  industry: "Energy",
  summary: "A short summary.",
  icon: "zap",
  challenge: "First paragraph.\n\n\n\nSecond paragraph.",
  solution: "What we built.",
  outcomes: "- One\n\n* Two\nThree",
  imageSrc: "/illustrations/case-studies/utility-smart-grid-analytics.svg",
  imageAlt: "A grid",
  seoTitle: "",
  seoDescription: "",
});

const input = (values: Record<string, string>) => contentInput("case-study", values);

describe(`content editing and publishing (${engine})`, () => {
  const database = databaseForThisFile(async () => {
    await database.db.insert(users).values({ ...editor, emailVerified: true });
  });
  const itemBySlug = async (slug: string) => {
    const [item] = await database.db.select().from(contentItems).where(eq(contentItems.slug, slug));
    return item;
  };

  it("refuses bad input field by field", () => {
    const check = validateForm(contentForm("case-study"), {
      ...studyValues("Not A Slug", ""),
      icon: "nope",
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.fieldErrors.slug).toMatch(/lowercase letters/);
    expect(check.fieldErrors.title).toBe("Title is required.");
    expect(check.fieldErrors.icon).toBe("Please choose an icon.");
  });

  it("keeps paragraphs and reads lists one entry per line", () => {
    const { fields } = input(studyValues("x", "X"));
    expect(fields.challenge).toBe("First paragraph.\n\nSecond paragraph.");
    expect(fields.outcomes).toEqual(["One", "Two", "Three"]);
  });

  it("saves drafts without touching the live site, then publishes with history", async () => {
    const created = await createItem(
      "case-study",
      input(studyValues("new-study", "New Study")),
      editor.id,
    );
    expect(created.ok).toBe(true);
    const id = created.id ?? "";
    expect((await liveSite()).find("case-study", "new-study")).toBeUndefined();
    const [row] = await listContent({
      type: "case-study",
      status: "draft",
      q: "new",
      sort: "order",
    });
    expect(row).toMatchObject({ name: "New Study", status: "draft", order: 5 });

    const duplicate = await createItem(
      "case-study",
      input(studyValues("new-study", "Again")),
      editor.id,
    );
    expect(duplicate.fieldErrors?.slug).toMatch(/already uses this slug/);

    const published = await publishNow(id, 1, editor.id);
    expect(published.ok).toBe(true);
    const site = await liveSite();
    expect(site.find("case-study", "new-study")?.title).toBe("New Study");
    expect(site.caseStudies.at(-1)?.slug).toBe("new-study");
    const [version] = await listVersions(id);
    expect(version).toMatchObject({ number: 1, publishedBy: "Edie Editor" });

    // A second editor with the page open before that publish is refused, and nothing changes.
    const stale = await saveDraft(
      id,
      input({ ...studyValues("new-study", "Stale"), revision: "1" }),
      editor.id,
    );
    expect(stale.status).toBe(409);
    expect((await findItem(database.db, id))?.fields.title).toBe("New Study");

    const saved = await saveDraft(
      id,
      input({ ...studyValues("renamed-study", "Renamed"), revision: "2" }),
      editor.id,
    );
    expect(saved.ok).toBe(true);
    expect((await liveSite()).find("case-study", "new-study")?.title).toBe("New Study");
    const [changed] = await listContent({
      type: "case-study",
      status: "changed",
      q: "",
      sort: "name",
    });
    expect(changed?.slug).toBe("renamed-study");

    // Publishing the new slug keeps the old one answering with the new.
    await publishNow(id, 3, editor.id);
    const after = await liveSite();
    expect(after.find("case-study", "renamed-study")?.title).toBe("Renamed");
    expect(after.find("case-study", "new-study")).toBeUndefined();
    expect(after.movedTo("case-study", "new-study")).toBe("renamed-study");

    const versions = await listVersions(id);
    expect(versions.map((v) => v.number)).toEqual([2, 1]);
    const first = versions[1]?.id ?? "";
    const comparison = await compareVersion(id, first);
    const differing = comparison?.fields.filter((f) => f.version !== f.current).map((f) => f.name);
    expect(differing).toEqual(["slug", "title"]);
    const restored = await restoreVersion(id, first, comparison?.revision ?? null, editor.id);
    expect(restored.ok).toBe(true);
    const item = await findItem(database.db, id);
    expect(item?.fields.title).toBe("New Study");
    expect((await liveSite()).find("case-study", "renamed-study")?.title).toBe("Renamed");
  });

  it("previews a draft for content staff and share links, never for anyone else", async () => {
    const id = (await itemBySlug("new-study"))?.id ?? "";
    const anonymous = await publicContent(
      new Request(`http://x/case-studies/new-study?preview=${id}`),
    );
    expect(anonymous.preview).toBeNull();
    const { token } = shareToken(id);
    const shared = await publicContent(new Request(`http://x/?preview=${token}`));
    expect(shared.preview).toEqual({ itemId: id, shared: true });
    expect(shared.site.find("case-study", "new-study")?.title).toBe("New Study");
    const expired = shareToken(id, new Date(Date.now() - 8 * 86_400_000)).token;
    expect((await publicContent(new Request(`http://x/?preview=${expired}`))).preview).toBeNull();
    const forged = `${token.slice(0, -3)}abc`;
    expect((await publicContent(new Request(`http://x/?preview=${forged}`))).preview).toBeNull();
  });

  it("publishes a scheduled draft once, at its time, and refuses a time in the past", async () => {
    const created = await createItem("case-study", input(studyValues("later", "Later")), editor.id);
    const id = created.id ?? "";
    const now = new Date();
    const past = await schedulePublish(id, 1, new Date(now.getTime() - 1000), editor.id);
    expect(past.fieldErrors?.publishAt).toBe("Choose a time in the future.");
    const at = new Date(now.getTime() + 60_000);
    expect((await schedulePublish(id, 1, at, editor.id)).ok).toBe(true);
    expect(await publishDueContent(database.db, now)).toBe(0);
    const due = new Date(at.getTime() + 1000);
    const counts = await Promise.all([
      publishDueContent(database.db, due),
      publishDueContent(database.db, due),
    ]);
    expect(counts.reduce((a, b) => a + b)).toBe(1);
    expect((await listVersions(id)).length).toBe(1);
    expect((await liveSite()).find("case-study", "later")?.title).toBe("Later");
  });

  it("duplicates, reorders, unpublishes and deletes", async () => {
    const later = await itemBySlug("later");
    const copy = await duplicateItem(later?.id ?? "", editor.id);
    expect((await findItem(database.db, copy.id ?? ""))?.slug).toBe("later-copy");
    await moveItem(later?.id ?? "", "up");
    const order = (await liveSite()).caseStudies.map((s) => s.slug);
    expect(order.indexOf("later")).toBeLessThan(order.indexOf("renamed-study"));
    await unpublish(later?.id ?? "");
    expect((await liveSite()).find("case-study", "later")).toBeUndefined();
    expect((await deleteItem(copy.id ?? "")).ok).toBe(true);
    expect(await findItem(database.db, copy.id ?? "")).toBeNull();
  });

  it("writes each change made from the content pages to the audit log, and no refused one", async () => {
    const viewer: SessionUser = editor;
    const later = await itemBySlug("later");
    const id = later?.id ?? "";
    await itemAction(id, { intent: "move-down" }, viewer);
    await itemAction(id, { intent: "schedule", publishAt: "not a time" }, viewer);
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(rows.map((row) => [row.action, row.actorEmail, row.detail])).toEqual([
      ["content-changed", editor.email, { intent: "move-down" }],
    ]);
  });

  it("commits a change and its audit record together or not at all", async () => {
    const viewer: SessionUser = editor;
    const { id = "" } = await createItem(
      "case-study",
      input(studyValues("doomed", "D")),
      editor.id,
    );
    const auditRows = () => database.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    // The audit record cannot be written: the delete it describes must not happen either.
    await database.db.execute(sql`create function refuse_audit() returns trigger
      language plpgsql as $$ begin raise exception 'audit refused'; end $$`);
    await database.db.execute(sql`create trigger refuse_audit before insert on audit_log
      for each row execute function refuse_audit()`);
    try {
      await expect(itemAction(id, { intent: "delete" }, viewer)).rejects.toThrow();
    } finally {
      await database.db.execute(sql`drop function refuse_audit() cascade`);
    }
    expect(await findItem(database.db, id)).not.toBeNull();
    expect(await auditRows()).toEqual([]);

    await itemAction(id, { intent: "delete" }, viewer);
    expect(await findItem(database.db, id)).toBeNull();
    expect((await auditRows()).map((row) => row.detail)).toEqual([{ intent: "delete" }]);
  });
});

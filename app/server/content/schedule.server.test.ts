import { describe, expect, it } from "vitest";
import { contentInput } from "../../../tests/support/content";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import type { Database } from "../db/client.server";
import { users } from "../db/schema.server";
import { createItem, saveDraft } from "./editing.server";
import { itemPage } from "./editor-page.server";
import { listVersions, restoreVersion } from "./history.server";
import { findItem } from "./items.server";
import { liveSite } from "./live.server";
import { publishNow } from "./publishing.server";
import { cancelSchedule, publishDueContent, schedulePublish } from "./schedule.server";

const editor = { id: "ed-sched", email: "sched@example.com", name: "Sam Schedule", role: "editor" };

const study = (slug: string, title: string, revision?: number) =>
  contentInput("case-study", {
    ...(revision !== undefined && { revision: String(revision) }),
    slug,
    title,
    industry: "Energy",
    summary: "A short summary.",
    icon: "zap",
    challenge: "The challenge.",
    solution: "What we built.",
    outcomes: "One",
    imageSrc: "/illustrations/case-studies/utility-smart-grid-analytics.svg",
    imageAlt: "A grid",
    seoTitle: "",
    seoDescription: "",
  });

const revisionOf = async (database: Database, id: string) =>
  (await findItem(database.db, id))?.revision ?? -1;

describe(`a schedule publishes the version it names (${engine})`, () => {
  const database = databaseForThisFile(({ db }) =>
    db.insert(users).values({ ...editor, emailVerified: true }),
  );

  it("keeps its version when an old one is restored or the draft edited after scheduling", async () => {
    const { id = "" } = await createItem("case-study", study("sched", "First"), editor.id);
    await publishNow(id, await revisionOf(database, id), editor.id);
    await saveDraft(id, study("sched", "Second", await revisionOf(database, id)), editor.id);
    const now = new Date();
    const at = new Date(now.getTime() + 60_000);
    const scheduled = await schedulePublish(id, await revisionOf(database, id), at, editor.id);
    expect(scheduled.toast.description).toMatch(/^Version 2 will be published on /);

    const page = await itemPage(id);
    expect(page.item.scheduledVersion).toEqual({ number: 2, isDraft: true });
    const [waiting, first] = await listVersions(id);
    expect([waiting?.number, waiting?.publishedAt, first?.number]).toEqual([2, null, 1]);

    // Restoring version 1 changes the draft; the schedule still names version 2.
    const restored = await restoreVersion(
      id,
      first?.id ?? "",
      await revisionOf(database, id),
      editor.id,
    );
    expect(restored.toast.description).toMatch(/still publishes version 2/);
    expect((await itemPage(id)).item.scheduledVersion).toEqual({ number: 2, isDraft: false });
    expect((await findItem(database.db, id))?.fields.title).toBe("First");

    expect(await publishDueContent(database.db, new Date(at.getTime() + 1000))).toBe(1);
    expect((await liveSite()).find("case-study", "sched")?.title).toBe("Second");
    const after = await findItem(database.db, id);
    expect([after?.scheduledAt, after?.scheduledVersionId, after?.fields.title]).toEqual([
      null,
      null,
      "First",
    ]);
    const versions = await listVersions(id);
    expect(versions.map((version) => [version.number, version.publishedAt !== null])).toEqual([
      [2, true],
      [1, true],
    ]);
  });

  it("forgets the waiting version when the schedule is cancelled, replaced or overtaken", async () => {
    const { id = "" } = await createItem("case-study", study("later-on", "One"), editor.id);
    const at = new Date(Date.now() + 60_000);
    await schedulePublish(id, await revisionOf(database, id), at, editor.id);
    expect((await cancelSchedule(id)).ok).toBe(true);
    expect(await listVersions(id)).toEqual([]);

    await schedulePublish(id, await revisionOf(database, id), at, editor.id);
    await saveDraft(id, study("later-on", "Two", await revisionOf(database, id)), editor.id);
    // Scheduling again replaces the waiting version with the draft as it is now.
    await schedulePublish(id, await revisionOf(database, id), at, editor.id);
    expect((await listVersions(id)).map((v) => [v.number, v.isDraft])).toEqual([[1, true]]);
    // Publishing now ends the schedule: the waiting version goes, the draft is version 1.
    await publishNow(id, await revisionOf(database, id), editor.id);
    const versions = await listVersions(id);
    expect(versions.map((v) => [v.number, v.publishedAt !== null])).toEqual([[1, true]]);
    expect((await findItem(database.db, id))?.scheduledVersionId).toBeNull();
    expect(await publishDueContent(database.db, new Date(at.getTime() + 1000))).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { contentInput } from "../../../tests/support/content";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import type { SessionUser } from "../auth/session.server";
import { users } from "../db/schema.server";
import { restoreAction } from "./content-actions.server";
import { createItem, saveDraft } from "./editing.server";
import { compareVersion, listVersions } from "./history.server";
import { findItem } from "./items.server";
import { publishNow } from "./publishing.server";

const editor = { id: "ed-hist", email: "hist@example.com", name: "Hal History", role: "editor" };

const values = (summary: string, title = "Río Grande") => ({
  slug: "rio-grande",
  name: "Río Grande Utilities",
  summary,
  icon: "zap",
  title,
  description: "Words.",
  keyOfferings: "One",
  imageSrc: "/illustrations/industries/utilities.svg",
  imageAlt: "A grid",
});
const input = (values: Record<string, string>) => contentInput("industry", values);

describe(`history that names what changed, and restore then publish (${engine})`, () => {
  const database = databaseForThisFile(async () => {
    await database.db.insert(users).values({ ...editor, emailVerified: true });
  });

  it("names each publish's changed fields and publisher; a restore lands on the item, ready to publish", async () => {
    const created = await createItem("industry", input(values("First.")), editor.id);
    const id = created.id ?? "";
    let item = await findItem(database.db, id);
    await publishNow(id, item?.revision ?? 0, editor.id);
    item = await findItem(database.db, id);
    const second = { ...values("Second.", "Rio Grande"), revision: String(item?.revision) };
    await saveDraft(id, input(second), editor.id);
    item = await findItem(database.db, id);
    await publishNow(id, item?.revision ?? 0, editor.id);

    const [latest, first] = await listVersions(id);
    expect(latest).toMatchObject({
      number: 2,
      publishedBy: "Hal History",
      changed: ["Card text", "Page heading"],
      isDraft: true,
    });
    expect(first).toMatchObject({ number: 1, changed: null, isDraft: false });
    const comparison = await compareVersion(id, first?.id ?? "");
    expect(comparison?.fields.filter((f) => f.version !== f.current).map((f) => f.label)).toEqual([
      "Card text",
      "Page heading",
    ]);

    // Action one: restore. The answer goes on to the item, with the restored draft.
    item = await findItem(database.db, id);
    const viewer: SessionUser = editor;
    const answer = await restoreAction(id, first?.id, { revision: String(item?.revision) }, viewer);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("location")).toBe(`/admin/content/${id}`);
    expect((answer as Response).headers.get("set-cookie")).toContain("flash=");
    item = await findItem(database.db, id);
    expect(item?.fields.summary).toBe("First.");
    expect(item?.published?.summary).toBe("Second.");
    // Action two: publish.
    expect((await publishNow(id, item?.revision ?? 0, editor.id)).ok).toBe(true);
    expect((await findItem(database.db, id))?.published?.summary).toBe("First.");
    expect((await listVersions(id))[0]?.changed).toEqual(["Card text", "Page heading"]);
  });
});

import { describe, expect, it } from "vitest";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { contentItems } from "../db/schema.server";
import { loadContentWork } from "./content-work.server";

// An editor's My work (record 101): drafts (never live, or edited since publishing) and items
// scheduled to go live; published items that nobody touched since are not work.

describe(`an editor's My work (${engine})`, () => {
  const database = ownDatabaseForThisFile(async ({ db }) => {
    const live = { name: "Cw Live", summary: "s" };
    await db.insert(contentItems).values([
      { type: "industry", position: 901, slug: "cw-new", fields: { name: "Cw New" } },
      {
        type: "industry",
        position: 902,
        slug: "cw-edited",
        fields: { name: "Cw Edited", summary: "new" },
        publishedSlug: "cw-edited",
        published: { name: "Cw Edited", summary: "old" },
      },
      {
        type: "industry",
        position: 903,
        slug: "cw-live",
        fields: live,
        publishedSlug: "cw-live",
        published: live,
      },
      {
        type: "industry",
        position: 904,
        slug: "cw-soon",
        fields: { name: "Cw Soon" },
        scheduledAt: new Date("2030-01-01T09:00:00Z"),
      },
    ]);
  });

  it("lists drafts and scheduled items, not what is live as it stands", async () => {
    const [drafts, scheduled] = await loadContentWork(database.db);
    const names = (rows: { name: string }[] | undefined) =>
      (rows ?? []).map((row) => row.name).filter((name) => name.startsWith("Cw "));
    expect(drafts?.id).toBe("drafts");
    expect(names(drafts?.rows).sort()).toEqual(["Cw Edited", "Cw New"]);
    expect(scheduled?.id).toBe("scheduled");
    expect(names(scheduled?.rows)).toEqual(["Cw Soon"]);
    expect(scheduled?.rows.find((row) => row.name === "Cw Soon")).toMatchObject({
      type: "Industry",
      at: "2030-01-01T09:00:00.000Z",
    });
  });
});

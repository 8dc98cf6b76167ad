import { describe, expect, it } from "vitest";
import { contentInput } from "../../../tests/support/content";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { users } from "../db/schema.server";
import { itemAction } from "./content-actions.server";
import { createItem } from "./editing.server";
import { listContent, readListQuery } from "./list.server";

const thrown = (query: string): unknown => {
  try {
    readListQuery(new URLSearchParams(query));
  } catch (answer) {
    return answer;
  }
  return undefined;
};

describe("the content list's type in the address", () => {
  it("opens a type named by its list's name or its plural at the type's own address", () => {
    for (const [asked, type] of [
      ["articles", "article"],
      ["insights", "article"],
      ["case-studies", "case-study"],
      ["industries", "industry"],
    ]) {
      const answer = thrown(`type=${asked}&status=draft`);
      expect(answer, asked).toBeInstanceOf(Response);
      expect((answer as Response).headers.get("Location")).toBe(
        `/admin/content?type=${type}&status=draft`,
      );
    }
  });

  it("reads a type by its id, and refuses a type it does not know", () => {
    expect(readListQuery(new URLSearchParams("type=article")).type).toBe("article");
    expect((thrown("type=podcasts") as Response).status).toBe(404);
  });
});

describe(`articles listed by date (${engine})`, () => {
  const editor = { id: "ed-list", email: "list@example.com", name: "Li Stone", role: "editor" };
  databaseForThisFile(({ db }) => db.insert(users).values({ ...editor, emailVerified: true }));

  const article = (slug: string, date: string, author: string) =>
    contentInput("article", {
      slug,
      title: slug,
      summary: "A summary.",
      body: "Words.",
      author,
      date,
      tags: "",
      imageSrc: "/illustrations/industries/utilities.svg",
      imageAlt: "A grid",
      seoTitle: "",
      seoDescription: "",
    });

  it("sorts articles newest first with author and date, and never by a site order", async () => {
    const ids: string[] = [];
    for (const [slug, date] of [
      ["middle", "2026-05-01"],
      ["oldest", "2025-01-31"],
      ["newest", "2026-11-20"],
    ] as const)
      ids.push(
        (await createItem("article", article(slug, date, "Ana Writer"), editor.id)).id ?? "",
      );
    const query = readListQuery(new URLSearchParams("type=article&sort=order"));
    expect(query.sort).toBe("date");
    const mine = new Set(["newest", "middle", "oldest"]);
    const rows = (await listContent(query)).filter((row) => mine.has(row.slug));
    expect(rows.map((row) => [row.slug, row.date, row.author])).toEqual([
      ["newest", "2026-11-20", "Ana Writer"],
      ["middle", "2026-05-01", "Ana Writer"],
      ["oldest", "2025-01-31", "Ana Writer"],
    ]);
    expect(readListQuery(new URLSearchParams("type=case-study&sort=date")).sort).toBe("order");
    const moved = await itemAction(ids[1], { intent: "move-up" }, editor);
    expect(moved instanceof Response ? 0 : moved.ok).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { readListQuery } from "./list.server";

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

import { describe, expect, it } from "vitest";
import { applyMarkdown } from "./markdown-format";

describe("the Markdown toolbar's edits", () => {
  it("wraps the selection in bold or italic, or inserts a sample to type over", () => {
    expect(applyMarkdown("bold", "a word here", 2, 6)).toEqual({
      text: "a **word** here",
      start: 4,
      end: 8,
    });
    expect(applyMarkdown("italic", "ab", 1, 1)).toEqual({
      text: "a*italic text*b",
      start: 2,
      end: 13,
    });
  });

  it("makes a link of the selection with its address selected", () => {
    const edit = applyMarkdown("link", "see docs", 4, 8);
    expect(edit.text).toBe("see [docs](https://)");
    expect(edit.text.slice(edit.start, edit.end)).toBe("https://");
  });

  it("prefixes every selected line, and takes the prefix off when all have it", () => {
    const text = "one\ntwo\nthree";
    const listed = applyMarkdown("list", text, 1, 6);
    expect(listed.text).toBe("- one\n- two\nthree");
    expect(applyMarkdown("list", listed.text, listed.start, listed.end).text).toBe(text);
    expect(applyMarkdown("heading", text, 9, 9).text).toBe("one\ntwo\n## three");
    expect(applyMarkdown("quote", "x", 0, 0).text).toBe("> x");
  });
});

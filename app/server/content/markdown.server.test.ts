import { describe, expect, it } from "vitest";
import { markdownPreview, renderMarkdown } from "./markdown.server";

describe("an article's Markdown (record 081)", () => {
  it("renders headings, emphasis, lists, quotes and links", () => {
    const html = renderMarkdown(
      "# Top\n\n## Why\n\nSome **bold** and *italic* text with [a link](https://example.com/a).\n\n- one\n- two\n\n> quoted",
    );
    expect(html).toContain("<h2>Top</h2>");
    expect(html).toContain("<h2>Why</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>italic</em>");
    expect(html).toContain('<a href="https://example.com/a" rel="noopener nofollow">a link</a>');
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<blockquote>");
  });

  it("lets no script, event handler, javascript: URL or frame through", () => {
    const html = renderMarkdown(
      [
        "Before <script>alert(1)</script> after",
        '<img src="x" onerror="alert(2)">',
        "[click](javascript:alert(3))",
        '<a href="javascript:alert(4)">raw</a>',
        '<p onclick="alert(5)" style="color:red">styled</p>',
        '<iframe src="https://evil.example"></iframe>',
        "<svg><script>alert(6)</script></svg>",
        "[data](data:text/html;base64,PHNjcmlwdD5hbGVydCg3KTwvc2NyaXB0Pg==)",
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<img|<svg|style=|data:/i);
    expect(html).not.toContain("alert(1)");
    expect(html).toContain("styled");
  });

  it("keeps code as text", () => {
    const html = renderMarkdown("```\n<b>not bold</b>\n```");
    expect(html).toContain("&lt;b&gt;not bold&lt;/b&gt;");
  });
});

describe("what the allow-list drops, named for the editor", () => {
  it("names dropped tags, attributes and link addresses once each, and nothing for plain Markdown", () => {
    expect(
      markdownPreview("## Hi\n\n**bold**, [a](https://x.test/) and <strong>ok</strong>").dropped,
    ).toEqual([]);
    const { html, dropped } = markdownPreview(
      '<span style="color:red">Red</span> <span>again</span>\n\n[x](javascript:alert(1))\n\n<script>alert(1)</script>\n\n![pic](https://x.test/a.png)',
    );
    expect(dropped).toEqual(["<span>", "javascript: link", "<script>", "<img>"]);
    expect(html).not.toContain("span");
    expect(html).toContain("Red");
  });
});

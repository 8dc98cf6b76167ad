import { describe, expect, it } from "vitest";
import { articleOf, articlePage } from "./articles.server";
import { articleRows } from "./content-seed.server";
import { FEED_SIZE, insightsFeed } from "./feed.server";

const articles = articleRows().map((row) => articleOf(row.slug, row.fields));
const origin = "https://www.example.com";

describe("the Insights Atom feed (record 081)", () => {
  it("carries each article with its link, date, author, summary and sanitised body", () => {
    const xml = insightsFeed(articles, origin);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/,
    );
    expect(xml).toContain(`<link rel="self" href="${origin}/insights/feed.xml"/>`);
    expect(xml.match(/<entry>/g)).toHaveLength(articles.length);
    const first = articles[0];
    expect(xml).toContain(`<id>${origin}/insights/${first?.slug}</id>`);
    expect(xml).toContain(`<name>${first?.author}</name>`);
    expect(xml).toContain(`<published>${first?.date}T12:00:00.000Z</published>`);
    // The site's own links are absolute in a feed reader.
    expect(xml).toContain(`href="${origin}/contact"`);
    expect(xml).not.toContain('href="/');
  });

  it("escapes what an editor typed and lets no script through", () => {
    const [base] = articleRows();
    const hostile = articleOf("hostile", {
      ...base?.fields,
      title: "Q&A <b>now</b>",
      body: 'Hi <script>alert(1)</script><img src=x onerror="alert(2)"> [x](javascript:alert(3))',
    });
    const xml = insightsFeed([hostile], origin);
    // An HTML-typed title: the reader shows the text as typed, the tag as letters.
    expect(xml).toContain('<title type="html"><![CDATA[Q&amp;A &lt;b&gt;now&lt;/b&gt;]]></title>');
    expect(xml).not.toMatch(/<script|onerror|javascript:/i);
  });

  it("keeps the newest twenty", () => {
    const many = Array.from({ length: 25 }, (_, n) => ({ ...articles[0], slug: `a-${n}` }));
    const xml = insightsFeed(many as typeof articles, origin);
    expect(xml.match(/<entry>/g)).toHaveLength(FEED_SIZE);
  });
});

describe("the Insights list's pages", () => {
  const many = Array.from({ length: 23 }, (_, n) => ({ ...articles[0], slug: `a-${n}` }));
  it("shows ten a page, the last page the rest, and nothing past it", () => {
    expect(articlePage(many as typeof articles, 1)?.articles).toHaveLength(10);
    expect(articlePage(many as typeof articles, 3)).toMatchObject({ page: 3, pages: 3 });
    expect(articlePage(many as typeof articles, 3)?.articles).toHaveLength(3);
    expect(articlePage(many as typeof articles, 4)).toBeNull();
    expect(articlePage(many as typeof articles, 0)).toBeNull();
    expect(articlePage([], 1)).toEqual({ articles: [], page: 1, pages: 1 });
  });
});

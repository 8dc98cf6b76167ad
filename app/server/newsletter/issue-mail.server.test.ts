import { describe, expect, it } from "vitest";
import { issueBodyHtml, issueLinks } from "./issue-html.server";
import { personalCopy, renderIssueMail, renderWelcomeMail } from "./issue-mail.server";

const SITE = "https://brazos.test";
const markdown = [
  "Hello **there**. See [our work](/case-studies) and [the docs](https://example.com/a?b=1&c=2).",
  "",
  "## Part two",
  "",
  "- again [our work](/case-studies)",
  "- [write to us](mailto:info@example.com)",
  "",
  "<script>alert(1)</script><img src=x onerror=alert(1)>",
].join("\n");

describe("issue mail", () => {
  it("lists the issue's own web links once each, in order, made absolute", () => {
    expect(issueLinks(markdown, SITE, [`${SITE}/insights/one`])).toEqual([
      `${SITE}/case-studies`,
      "https://example.com/a?b=1&c=2",
      `${SITE}/insights/one`,
    ]);
  });

  it("styles the body inline, counts web links and leaves mail links and scripts out", () => {
    const html = issueBodyHtml(markdown, SITE, (href) => `${SITE}/l/${encodeURIComponent(href)}`);
    expect(html).toContain('<h2 style="margin:24px 0 8px;');
    expect(html).toContain(`href="${SITE}/l/${encodeURIComponent(`${SITE}/case-studies`)}"`);
    expect(html).toContain('href="mailto:info@example.com"');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onerror");
  });

  it("renders HTML and text from one source, each person's unsubscribe link put in", async () => {
    const rendered = await renderIssueMail({
      subject: "Issue one",
      bodyHtml: issueBodyHtml(markdown, SITE),
      readOnline: `${SITE}/insights/one`,
    });
    const copy = personalCopy(rendered, `${SITE}/newsletter/unsubscribe?token=abc`);
    expect(copy.html).toContain("<table");
    expect(copy.html).toContain('name="color-scheme"');
    expect(copy.html).toContain(`href="${SITE}/newsletter/unsubscribe?token=abc"`);
    expect(copy.html).not.toContain("unsubscribe.invalid");
    expect(copy.text).toContain("Issue one");
    expect(copy.text).toContain("Part two");
    expect(copy.text).toContain(`our work ${SITE}/case-studies`);
    expect(copy.text).toContain(`Unsubscribe ${SITE}/newsletter/unsubscribe?token=abc`);
    expect(copy.text).not.toContain("<");
  });

  it("welcomes with the latest articles", async () => {
    const mail = await renderWelcomeMail(
      [{ title: "SAP at scale", summary: "What we learned.", href: `${SITE}/insights/sap` }],
      `${SITE}/newsletter/unsubscribe?token=abc`,
    );
    expect(mail.text).toContain("Welcome to Insights by e-mail");
    expect(mail.text).toContain(`SAP at scale ${SITE}/insights/sap`);
    expect(mail.html).toContain(`href="${SITE}/newsletter/unsubscribe?token=abc"`);
  });
});

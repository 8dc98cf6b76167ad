import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * An article's Markdown as HTML that is safe to put in the page (record 081). `marked` turns
 * Markdown into HTML and passes any HTML typed into it through, so everything it produces goes
 * through an allow-list: structure and inline formatting only, links to http(s) and mail
 * addresses, no scripts, styles, event handlers, frames or images (the cover is the image).
 */
const markdown = new Marked({ gfm: true, breaks: false, async: false });

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "em",
    "del",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title", "rel"], ol: ["start"], th: ["align"], td: ["align"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Dropped with their content: what they hold is code or styling, never text to show.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object"],
  transformTags: {
    // The page's own heading is the only h1; a body's top level starts at h2.
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? "")
        ? { ...attribs, rel: "noopener nofollow" }
        : attribs,
    }),
  },
};

/** The tags an article's HTML may hold (mail styles the same set, newsletter/issue-html). */
export const articleHtmlTags = allowed.allowedTags || [];

export function renderMarkdown(source: string): string {
  const html = markdown.parse(source) as string;
  return sanitizeHtml(html, allowed);
}

import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import type { FieldSpec } from "~/lib/content/field-specs";
import type { ContentFields } from "~/lib/content/types";

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
  return markdownPreview(source).html;
}

const allowedTags = new Set(Array.isArray(allowed.allowedTags) ? allowed.allowedTags : []);
const renamedTags = allowed.transformTags ?? {};
const allowedSchemes = new Set(Array.isArray(allowed.allowedSchemes) ? allowed.allowedSchemes : []);
const keptAttributes = (tag: string): string[] => {
  const renamed = renamedTags[tag];
  const attributes = allowed.allowedAttributes || {};
  return (attributes[typeof renamed === "string" ? renamed : tag] ?? []).map((attribute) =>
    typeof attribute === "string" ? attribute : attribute.name,
  );
};

/**
 * The body as the site shows it, and what the allow-list took out of it on the way: each
 * dropped tag (`<span>`), attribute (`style attribute`) and refused link address once, so the
 * editor is told instead of finding it missing on the page (docs/decisions/119).
 */
export function markdownPreview(source: string): { html: string; dropped: string[] } {
  const dropped = new Set<string>();
  const html = sanitizeHtml(markdown.parse(source) as string, {
    ...allowed,
    onOpenTag: (name, attribs) => {
      if (!allowedTags.has(name) && !Object.hasOwn(renamedTags, name)) {
        dropped.add(`<${name}>`);
        return;
      }
      const kept = keptAttributes(name);
      for (const [attribute, value] of Object.entries(attribs)) {
        if (!kept.includes(attribute)) dropped.add(`${attribute} attribute`);
        const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
        if (attribute === "href" && scheme && !allowedSchemes.has(scheme))
          dropped.add(`${scheme}: link`);
      }
    },
  });
  return { html, dropped: [...dropped] };
}

/** The sentence that tells an editor what saving took out of a type's Markdown fields, if any. */
export function droppedNotice(specs: readonly FieldSpec[], fields: ContentFields): string | null {
  const dropped = specs.flatMap((spec) => {
    const value = fields[spec.name];
    return spec.kind === "markdown" && typeof value === "string"
      ? markdownPreview(value).dropped
      : [];
  });
  return dropped.length
    ? `HTML the site does not show was removed from the body: ${[...new Set(dropped)].join(", ")}. Use Markdown for formatting.`
    : null;
}

import sanitizeHtml from "sanitize-html";
import { articleHtmlTags, renderMarkdown } from "../content/markdown.server";
import { mailColors } from "../mail/layout.server";

// An issue's Markdown as mail HTML (record 110): the articles' own sanitised HTML (one allow-list
// for pages and mail), then inline styles per tag, as mail programs drop <style> blocks, and
// every link absolute. With `track`, the issue's web links lead through the click counter.

const styles: Record<string, string> = {
  h2: `margin:24px 0 8px;font-size:20px;line-height:28px;color:${mailColors.text};`,
  h3: `margin:20px 0 8px;font-size:18px;line-height:26px;color:${mailColors.text};`,
  h4: `margin:16px 0 8px;font-size:16px;line-height:24px;color:${mailColors.text};`,
  p: "margin:0 0 16px;",
  ul: "margin:0 0 16px;padding-left:24px;",
  ol: "margin:0 0 16px;padding-left:24px;",
  li: "margin:0 0 4px;",
  blockquote: `margin:0 0 16px;padding:0 0 0 16px;border-left:3px solid ${mailColors.rule};color:${mailColors.muted};`,
  pre: "margin:0 0 16px;padding:12px;background-color:#eef1f5;font-size:13px;white-space:pre-wrap;",
  code: "font-family:Consolas,Menlo,monospace;font-size:14px;",
  a: `color:${mailColors.brand};text-decoration:underline;`,
  table: "border-collapse:collapse;margin:0 0 16px;",
  th: `border:1px solid ${mailColors.rule};padding:4px 8px;text-align:left;`,
  td: `border:1px solid ${mailColors.rule};padding:4px 8px;`,
  hr: `border:none;border-top:1px solid ${mailColors.rule};margin:24px 0;`,
};

/** A web link of the issue as written, made absolute against the site; null for others. */
export function absoluteWebLink(href: string, publicUrl: string): string | null {
  try {
    const url = new URL(href, publicUrl);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The issue's web links in the order they first appear: what the click counter may redirect
 * to, by position (record 111). `extra` (the article's own page) comes last.
 */
export function issueLinks(markdown: string, publicUrl: string, extra: string[] = []): string[] {
  const links: string[] = [];
  sanitizeHtml(renderMarkdown(markdown), {
    allowedTags: ["a"],
    allowedAttributes: { a: ["href"] },
    exclusiveFilter: (frame) => {
      const link = absoluteWebLink(frame.attribs.href ?? "", publicUrl);
      if (frame.tag === "a" && link && !links.includes(link)) links.push(link);
      return false;
    },
  });
  for (const link of extra) if (!links.includes(link)) links.push(link);
  return links;
}

/**
 * The body as mail HTML. `linkFor` maps an absolute web link to where the mail points (the click
 * counter's URL of that link); without it links point at their targets (previews, tests).
 */
export function issueBodyHtml(
  markdown: string,
  publicUrl: string,
  linkFor: (href: string) => string = (href) => href,
): string {
  return sanitizeHtml(renderMarkdown(markdown), {
    allowedTags: articleHtmlTags,
    allowedAttributes: { "*": ["href", "title", "rel", "start", "align", "style", "target"] },
    transformTags: {
      "*": (tagName, attribs) => {
        const style = styles[tagName];
        const next: Record<string, string> = style ? { ...attribs, style } : attribs;
        if (tagName === "a") {
          const link = absoluteWebLink(attribs.href ?? "", publicUrl);
          if (link) next.href = linkFor(link);
          next.target = "_blank";
        }
        return { tagName, attribs: next };
      },
    },
  });
}

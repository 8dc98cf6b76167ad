import { eq } from "drizzle-orm";
import { imageVariantWidths, uploadedImagePattern } from "~/lib/content/images";
import { issueLinkPath } from "~/lib/newsletter";
import { config } from "../config.server";
import { imageOf } from "../content/field-readers.server";
import type { Db } from "../db/client.server";
import { contentItems, type newsletterIssues } from "../db/schema.server";
import { issueBodyHtml, issueLinks } from "./issue-html.server";
import type { IssueContent } from "./issue-mail.server";

export type IssueRow = typeof newsletterIssues.$inferSelect;

const absolute = (path: string) => new URL(path, config().PUBLIC_URL).href;

/** The article an issue is taken from, as it is live: its page and its cover. */
async function articleOf(db: Db, articleId: string | null) {
  if (!articleId) return null;
  const [row] = await db
    .select({ slug: contentItems.publishedSlug, fields: contentItems.published })
    .from(contentItems)
    .where(eq(contentItems.id, articleId));
  if (!row?.slug || !row.fields) return null;
  return { href: absolute(`/insights/${row.slug}`), cover: mailCover(imageOf(row.fields)) };
}

/**
 * An uploaded cover at e-mail size: the 960 px copy (sharp on high-density screens at 536 px) in
 * the image's own format, as Outlook shows no WebP (record 110); a WebP upload has only WebP
 * copies. Illustrations are left out.
 */
function mailCover(image: { src: string; alt: string }) {
  const match = uploadedImagePattern.exec(image.src);
  if (!match) return null;
  const [, hash, full = "0", ext = "jpg"] = match;
  const width = Math.min(Number(full), imageVariantWidths[1] ?? 960);
  return { src: absolute(`/media/${hash}-${width}.${ext}`), alt: image.alt };
}

/**
 * What an issue's mail shows, and its links. `counted`: links lead through the click counter
 * (the subscribers' copies); otherwise straight to their targets (preview, test copy), so that
 * staff looking at it add no clicks.
 */
export async function issueContent(
  db: Db,
  issue: Pick<IssueRow, "slug" | "subject" | "body" | "articleId" | "links">,
  options: { counted: boolean; banner?: string },
): Promise<{ content: IssueContent; links: string[] }> {
  const { PUBLIC_URL } = config();
  const article = await articleOf(db, issue.articleId);
  const links = issue.links ?? issueLinks(issue.body, PUBLIC_URL, article ? [article.href] : []);
  const linkFor = (href: string) => {
    const index = links.indexOf(href);
    return options.counted && index >= 0 ? absolute(issueLinkPath(issue.slug, index)) : href;
  };
  return {
    links,
    content: {
      subject: issue.subject,
      bodyHtml: issueBodyHtml(issue.body, PUBLIC_URL, linkFor),
      cover: article?.cover ?? null,
      readOnline: article ? linkFor(article.href) : null,
      ...(options.banner ? { banner: options.banner } : {}),
    },
  };
}

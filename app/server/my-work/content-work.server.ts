import { and, count, desc, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { itemName } from "~/lib/content/fields";
import { contentRegistry } from "~/lib/content/registry";
import { isContentType } from "~/lib/content/types";
import { type ContentWorkSection, MY_WORK_ROWS } from "~/lib/my-work";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { contentItems } from "../db/schema.server";

// An editor's My work (record 101): the site's content that waits for them, drafts (never
// live, or edited since publishing) and items scheduled to go live. Content is the editors'
// shared work, so every editor sees all of it.

const c = contentItems;

/** Not scheduled, and its draft is not what is live (content/status.server statusOf). */
const drafts = and(
  isNull(c.scheduledAt),
  or(
    isNull(c.published),
    sql`${c.slug} is distinct from ${c.publishedSlug}`,
    sql`${c.fields} <> ${c.published}`,
  ),
);

const sections = [
  {
    id: "drafts",
    label: "Drafts",
    empty: "No drafts waiting.",
    where: drafts,
    order: [desc(c.updatedAt)],
    at: c.updatedAt,
  },
  {
    id: "scheduled",
    label: "Scheduled",
    empty: "Nothing scheduled.",
    where: isNotNull(c.scheduledAt),
    order: [c.scheduledAt],
    at: c.scheduledAt,
  },
] as const;

async function loadOne(db: Db, section: (typeof sections)[number]): Promise<ContentWorkSection> {
  const where = section.where as SQL | undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: c.id, type: c.type, fields: c.fields, at: section.at })
      .from(c)
      .where(where)
      .orderBy(...section.order)
      .limit(MY_WORK_ROWS),
    db.select({ n: count() }).from(c).where(where),
  ]);
  return {
    id: section.id,
    label: section.label,
    empty: section.empty,
    total: Number(total?.n ?? 0),
    rows: rows.map((row) => ({
      id: row.id,
      name: isContentType(row.type) ? itemName(row.type, row.fields) : "(untitled)",
      type: isContentType(row.type) ? contentRegistry[row.type].label : row.type,
      at: row.at?.toISOString() ?? null,
    })),
  };
}

/** The content sections of an editor's My work. */
export function loadContentWork(db: Db = defaultDb()): Promise<ContentWorkSection[]> {
  return Promise.all(sections.map((section) => loadOne(db, section)));
}

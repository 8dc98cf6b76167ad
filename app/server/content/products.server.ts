import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { contentItems } from "../db/schema.server";

export type LiveProduct = { slug: string; name: string };

/**
 * The products the site shows now (published by an editor), read in `db`: a caller's
 * transaction sees what it sees. Demo requests name one of these; the build-time seed is only
 * the database's first content (record 071).
 */
export async function liveProducts(db: Db): Promise<LiveProduct[]> {
  const rows = await db
    .select({ slug: contentItems.publishedSlug, fields: contentItems.published })
    .from(contentItems)
    .where(and(eq(contentItems.type, "product"), isNotNull(contentItems.published)))
    .orderBy(contentItems.position);
  return rows.flatMap(({ slug, fields }) => {
    const name = fields?.name;
    return slug && typeof name === "string" ? [{ slug, name }] : [];
  });
}

/**
 * A demo request's product as a person reads it: its name while the product is live, else the
 * slug it was requested under (a product since withdrawn keeps its record readable).
 */
export async function productNamer(db: Db): Promise<(slug: string | null) => string | null> {
  const names = new Map((await liveProducts(db)).map(({ slug, name }) => [slug, name]));
  return (slug) => (slug === null ? null : (names.get(slug) ?? slug));
}

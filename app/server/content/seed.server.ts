import { caseStudies, industries, products, useCaseGroups } from "~/content/lookup";
import type { ContentRow } from "./field-readers.server";
import { pageRows, termsRows } from "./page-items.server";
import { rowsOf } from "./shape.server";

/** Today's files (app/content), as the rows a fresh site starts with. */
export function seedRows(): ContentRow[] {
  return rowsOf({
    industries,
    products,
    useCaseGroups,
    caseStudies,
  });
}

/** The home and About pages' words and the site facts, seeded by drizzle/0012_pages.sql. */
export function pageSeedSql(): string {
  const rows = pageRows();
  return seedSql(
    rows,
    rows.map((row) => row.type),
  );
}

/** The Terms of Service, seeded by drizzle/0013_terms.sql (record 070). */
export function termsSeedSql(): string {
  return seedSql(termsRows(), ["terms"]);
}

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * The seed as SQL, for the hand-written block of drizzle/0008_content.sql: every item published
 * as version 1, in today's order. `npm run content:seed-sql` prints it; a test keeps the
 * migration and the files in step.
 */
export function seedSql(rows: ContentRow[] = seedRows(), onlyTypes?: string[]): string {
  const positions = new Map<string, number>();
  const values = rows.map(({ type, slug, fields }) => {
    const position = positions.get(type) ?? 0;
    positions.set(type, position + 1);
    const json = literal(JSON.stringify(fields));
    return `  (${literal(type)}, ${position}, ${literal(slug)}, ${json}::jsonb, ${literal(slug)}, ${json}::jsonb, now())`;
  });
  return [
    'INSERT INTO "content_items" ("type", "position", "slug", "fields", "published_slug", "published", "published_at") VALUES',
    `${values.join(",\n")};`,
    "--> statement-breakpoint",
    'INSERT INTO "content_versions" ("item_id", "number", "slug", "fields", "published_at")',
    `  SELECT "id", 1, "slug", "fields", "published_at" FROM "content_items"${
      onlyTypes ? ` WHERE "type" IN (${onlyTypes.map(literal).join(", ")})` : ""
    };`,
  ].join("\n");
}

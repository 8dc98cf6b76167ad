// `npm run content:seed-sql`: prints the seed block of drizzle/0008_content.sql, made from the
// files under app/content (what a fresh site shows). Paste it over the block after the marker.
// `npm run content:seed-sql -- pages` prints drizzle/0012_pages.sql's block (app/content/pages.ts),
// `-- terms` drizzle/0013_terms.sql's (termsPage in the same file), `-- articles`
// drizzle/0019_articles.sql's (app/content/articles.ts).
import {
  articlesSeedSql,
  pageSeedSql,
  seedSql,
  termsSeedSql,
} from "../app/server/content/content-seed.server.ts";

const blocks: Record<string, () => string> = {
  pages: pageSeedSql,
  terms: termsSeedSql,
  articles: articlesSeedSql,
};
console.log((blocks[process.argv[2] ?? ""] ?? seedSql)());

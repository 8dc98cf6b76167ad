// `npm run content:seed-sql`: prints the seed block of drizzle/0008_content.sql, made from the
// files under app/content (what a fresh site shows). Paste it over the block after the marker.
// `npm run content:seed-sql -- pages` prints drizzle/0012_pages.sql's block (app/content/pages.ts).
import { pageSeedSql, seedSql } from "../app/server/content/seed.server.ts";

console.log(process.argv[2] === "pages" ? pageSeedSql() : seedSql());

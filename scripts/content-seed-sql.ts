// `npm run content:seed-sql`: prints the seed block of drizzle/0008_content.sql, made from the
// files under app/content (what a fresh site shows). Paste it over the block after the marker.
import { seedSql } from "../app/server/content/seed.server.ts";

console.log(seedSql());

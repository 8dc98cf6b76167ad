// Part of `npm run build`: a new, migrated embedded database for first starts (see
// app/server/db/client.server.ts, openDatabase's `template`).
import { pgliteTemplate } from "../app/server/db/client.server.ts";
import { writePgliteTemplate } from "../app/server/db/template.server.ts";

await writePgliteTemplate(pgliteTemplate);
console.log(`Wrote ${pgliteTemplate}.`);

import { writeFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder, pgliteExtensions } from "./client.server";

/**
 * Writes a new, migrated embedded database as a gzipped tarball to `path`. `npm run build` makes
 * one (scripts/pglite-template.ts) for `openDatabase` to start new data directories from.
 */
export async function writePgliteTemplate(path: string): Promise<void> {
  const client = new PGlite({ extensions: pgliteExtensions });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const tarball = await client.dumpDataDir("gzip");
    await writeFile(path, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await client.close();
  }
}

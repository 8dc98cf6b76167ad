import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrationsFolder, openDatabase } from "../../app/server/db/client.server";
import { writePgliteTemplate } from "../../app/server/db/template.server";
import { withClient } from "./databases";

// Test files start from a migrated copy instead of migrating their own database: an in-memory
// PGlite spends most of its start in initdb, and PostgreSQL copies a template far faster than
// it runs every migration (docs/decisions/123-test-databases-from-a-template.md). Both copies are
// named by a hash of drizzle/, so a new migration makes a new template.

/** A short hash of every migration file and of PGlite's version: the template's identity. */
function migrationsHash(): string {
  const hash = createHash("sha256");
  hash.update(
    readFileSync(join(migrationsFolder, "../node_modules/@electric-sql/pglite/package.json")),
  );
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort();
  for (const file of files.filter((name) => /\.(sql|json)$/.test(name))) {
    hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  return hash.digest("hex").slice(0, 12);
}

let pgliteTemplate: Promise<string> | undefined;

/**
 * The path of a migrated PGlite data directory as a tarball, written once per set of migrations
 * (to a private name, then renamed, so parallel test workers never read half a file).
 */
export function pgliteTestTemplate(): Promise<string> {
  pgliteTemplate ??= (async () => {
    const path = join(tmpdir(), `brazos-test-pglite-${migrationsHash()}.tar.gz`);
    if (!existsSync(path)) {
      const partial = `${path}.${process.pid}.${Date.now()}`;
      await writePgliteTemplate(partial);
      renameSync(partial, path);
    }
    return path;
  })();
  return pgliteTemplate;
}

const TEMPLATE_PREFIX = "test_template_";
const templates = new Map<string, Promise<string>>();

/**
 * The name of a migrated PostgreSQL database that `create database … template` copies. One test
 * worker makes it under an advisory lock while the others wait; it is built under a temporary
 * name and renamed when complete, and the templates of older migrations are dropped.
 */
export function postgresTestTemplate(adminUrl: string): Promise<string> {
  const known = templates.get(adminUrl);
  if (known) return known;
  const made = withClient(adminUrl, async (admin) => {
    const name = `${TEMPLATE_PREFIX}${migrationsHash()}`;
    await admin.query("select pg_advisory_lock(hashtext('brazos test templates'))");
    try {
      const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
      if (found.rowCount) return name;
      const stale = await admin.query(
        "select datname from pg_database where datname like $1 || '%'",
        [TEMPLATE_PREFIX],
      );
      for (const row of stale.rows) await admin.query(`drop database ${row.datname} with (force)`);
      const building = `${name}_building`;
      await admin.query(`create database ${building}`);
      const database = openDatabase({
        url: Object.assign(new URL(adminUrl), { pathname: `/${building}` }).toString(),
      });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await admin.query("select pg_advisory_unlock(hashtext('brazos test templates'))");
    }
  });
  templates.set(adminUrl, made);
  return made;
}

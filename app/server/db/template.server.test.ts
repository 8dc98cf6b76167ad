import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.server";
import { prepareDatabase } from "./prepare.server";
import { rowsOf } from "./rows.server";
import { jobs } from "./schema.server";
import { writePgliteTemplate } from "./template.server";

// The template only concerns the embedded database; the PostgreSQL run skips it.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("embedded database template", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "pglite-template-"));
    await writePgliteTemplate(join(dir, "template.tar.gz"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const migrationCount = async (database: ReturnType<typeof openDatabase>) => {
    const result = await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    return rowsOf<{ n: number }>(result)[0]?.n;
  };

  it("starts a new data directory migrated and seeded, and leaves an existing one alone", async () => {
    const options = { dataDir: join(dir, "data"), template: join(dir, "template.tar.gz") };
    const first = openDatabase(options);
    expect(first.created).toBe(true);
    expect(await migrationCount(first)).toBeGreaterThan(0);
    await prepareDatabase(first);
    const seeded = (await first.db.select().from(jobs)).length;
    expect(seeded).toBeGreaterThan(0);
    await first.close();

    const again = openDatabase(options);
    expect(again.created).toBe(false);
    await prepareDatabase(again);
    expect((await again.db.select().from(jobs)).length).toBe(seeded);
    await again.close();
  });

  it("replaces what an unpacking cut short left behind", async () => {
    const dataDir = join(dir, "interrupted");
    // A crash midway leaves the half-unpacked copy beside an empty data directory.
    await mkdir(join(dataDir, "pglite.unpacking", "base"), { recursive: true });
    await writeFile(join(dataDir, "pglite.unpacking", "base", "junk"), "half a file");
    await mkdir(join(dataDir, "pglite"), { recursive: true });
    const database = openDatabase({ dataDir, template: join(dir, "template.tar.gz") });
    expect(database.created).toBe(true);
    expect(await migrationCount(database)).toBeGreaterThan(0);
    await database.close();
    expect(existsSync(join(dataDir, "pglite.unpacking"))).toBe(false);
    expect(existsSync(join(dataDir, "pglite", "base", "junk"))).toBe(false);
  });
});

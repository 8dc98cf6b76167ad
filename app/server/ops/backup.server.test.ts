import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, type ScratchDatabase } from "../../../tests/support/databases";
import { engine } from "../../../tests/support/test-database";
import { type Database, openDatabase } from "../db/client.server";
import {
  contentItems,
  jobApplications,
  quotes,
  resumeFiles,
  workspaceSettings,
} from "../db/schema.server";
import {
  backupName,
  latestBackup,
  pruneBackups,
  restoreBackup,
  writeBackup,
} from "./backup.server";

/** Every table's rows, as one digest each: equal digests, identical contents. */
async function fingerprint(database: Database): Promise<Record<string, string>> {
  const tables = (await database.db.execute(sql`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`)) as {
    rows: { name: string }[];
  };
  const digests: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const [schema, table] = name.split(".");
    const result = (await database.db.execute(
      sql.raw(`select count(*)::int || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '')
        as digest from "${schema}"."${table}" t`),
    )) as { rows: { digest: string }[] };
    digests[name] = result.rows[0]?.digest ?? "";
  }
  return digests;
}

/** Leads, a résumé, content and settings, as the site would have them. */
async function fill(database: Database) {
  const { db } = database;
  await db.insert(quotes).values({
    name: "Quinn",
    email: "q@example.com",
    status: "New",
    industry: "Other",
    description: "Cloud move",
  });
  const [application] = await db
    .insert(jobApplications)
    .values({
      name: "Cara",
      email: "cara@example.com",
      status: "Received",
      message: "Hire me",
      resumePath: "cv.pdf",
    })
    .returning({ id: jobApplications.id });
  await db.insert(resumeFiles).values({
    applicationId: application?.id ?? "",
    fileName: "cv.pdf",
    contentType: "application/pdf",
    size: 256,
    data: new Uint8Array(Array.from({ length: 256 }, (_, i) => i)),
  });
  await db.execute(sql`update ${contentItems} set fields = fields || '{"title":"Edited before the backup"}'::jsonb
    where ${contentItems.id} = (select id from ${contentItems} order by id limit 1)`);
  await db
    .insert(workspaceSettings)
    .values({ id: 1, digestHour: 6 })
    .onConflictDoUpdate({
      target: workspaceSettings.id,
      set: { digestHour: 6 },
    });
}

describe(`backup and restore drill (${engine})`, () => {
  let scratch: string;
  const databases: ScratchDatabase[] = [];
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), "backup-drill-"));
  });
  afterAll(async () => {
    for (const db of databases) await db.drop();
    await rm(scratch, { recursive: true, force: true });
  });

  async function open(): Promise<{ database: Database; url?: string }> {
    if (engine === "pglite") return { database: openDatabase({ dataDir: join(scratch, "live") }) };
    const created = await createPostgresDatabase({ prefix: "drill" });
    databases.push(created);
    return { database: openDatabase({ url: created.url }), url: created.url };
  }

  it("restores leads, résumés, content and settings identical, from a backup taken while open", async () => {
    const { database, url } = await open();
    await database.migrate();
    await fill(database);
    const before = await fingerprint(database);
    const dir = join(scratch, "backup");
    const manifest = await writeBackup(database, dir, url);
    expect(manifest.engine).toBe(engine);
    expect(manifest.bytes).toBeGreaterThan(0);
    // Written after the backup: not in it.
    await database.db.insert(quotes).values({
      name: "Late",
      email: "late@example.com",
      status: "New",
      industry: "Other",
      description: "After",
    });
    await database.close();

    let target: { url?: string; dataDir?: string } = { dataDir: join(scratch, "restored") };
    if (engine === "postgres") {
      const created = await createPostgresDatabase({ prefix: "drill" });
      databases.push(created);
      target = { url: created.url };
    }
    await restoreBackup(dir, target);
    const restored = openDatabase(target);
    try {
      expect(await fingerprint(restored)).toEqual(before);
      expect(before["public.resume_files"]).toMatch(/^1:/);
      expect(before["public.quotes"]).toMatch(/^1:/);
    } finally {
      await restored.close();
    }
  });

  it("backs up a database opened a moment before, as npm run backup does", async () => {
    const { database, url } = await open();
    await database.migrate();
    await database.close();
    const reopened = url ? openDatabase({ url }) : openDatabase({ dataDir: join(scratch, "live") });
    try {
      const manifest = await writeBackup(reopened, join(scratch, "at-once"), url);
      expect(manifest.bytes).toBeGreaterThan(0);
    } finally {
      await reopened.close();
    }
  }, 60_000);

  it("keeps the newest BACKUP_KEEP scheduled backups and finds the latest", async () => {
    const root = join(scratch, "scheduled");
    const { database, url } = await open();
    await database.migrate();
    try {
      for (const hour of [1, 2, 3]) {
        await writeBackup(
          database,
          join(root, backupName(new Date(Date.UTC(2026, 10, 29, hour)))),
          url,
        );
      }
    } finally {
      await database.close();
    }
    expect(await pruneBackups(root, 2)).toEqual([backupName(new Date(Date.UTC(2026, 10, 29, 1)))]);
    expect(await readdir(root)).toHaveLength(2);
    expect((await latestBackup(root))?.engine).toBe(engine);
  });
});

import { readdir, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { config } from "../config.server";
import { log } from "../log.server";

// The .eml copies the file transport writes under DATA_DIR/mail (transport.server), named
// `<time>-<outbox id>.eml`: one per message sent without SMTP_URL. Erasure removes the copies of
// the messages it deletes or redacts; housekeeping removes every copy older than the retention
// period of sent mail (record 068).

const mailDir = (dataDir: string) => resolve(dataDir, "mail");

async function emlFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith(".eml"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Deletes the .eml copies of these outbox rows; returns how many files went. */
export async function removeMailFiles(
  outboxIds: readonly string[],
  dataDir?: string,
): Promise<number> {
  if (outboxIds.length === 0) return 0;
  // Read only when there is something to do: config() is read once and then kept.
  const dir = mailDir(dataDir ?? config().DATA_DIR);
  const wanted = new Set(outboxIds.map((id) => id.toLowerCase()));
  let removed = 0;
  for (const name of await emlFiles(dir)) {
    // The outbox id is the last 36 characters before ".eml".
    const id = name.slice(-40, -4).toLowerCase();
    if (!wanted.has(id)) continue;
    await rm(join(dir, name), { force: true });
    removed++;
  }
  if (removed) log().info({ removed }, "removed .eml copies of erased mail");
  return removed;
}

/** Deletes every .eml copy written before `before`; returns how many files went. */
export async function pruneMailFiles(before: Date, dataDir: string): Promise<number> {
  const dir = mailDir(dataDir);
  let removed = 0;
  for (const name of await emlFiles(dir)) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (!info || info.mtime >= before) continue;
    await rm(path, { force: true });
    removed++;
  }
  return removed;
}

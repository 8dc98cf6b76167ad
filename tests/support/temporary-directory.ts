import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";

/**
 * A new, empty directory under the system's temporary one (its name starts with `prefix`) for
 * the test file's data (a DATA_DIR: .eml copies, spool files), removed with all it holds after
 * the file's tests.
 */
export function temporaryDirectoryForThisFile(prefix: string): string {
  const directory = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rm(directory, { recursive: true, force: true }));
  return directory;
}

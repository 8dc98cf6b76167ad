import { PGlite } from "@electric-sql/pglite";

/**
 * PostgreSQL settings for the embedded database, chosen for a small server
 * (docs/decisions/045-memory-budget.md has what each one costs and saves, measured).
 *
 * PGlite runs PostgreSQL inside one WebAssembly memory that can grow but never shrinks, and
 * PostgreSQL touches all of its shared buffers when it starts: the default 128 MB of them was
 * 150 MB resident before the first request. The site's own data is a few megabytes, and a page
 * PostgreSQL evicts is still in the operating system's file cache (PGlite reads the data
 * directory with ordinary file reads), so a smaller buffer pool costs a copy, not a disk read.
 */
export const pgliteMemorySettings: Record<string, string> = {
  // 128 MB by default; 16 MB holds every hot page of the site's tables and indexes many times.
  shared_buffers: "16MB",
  // 4 MB by default (scaled from shared_buffers); WAL is flushed at each commit anyway.
  wal_buffers: "1MB",
  // 64 MB by default: index builds and VACUUM may take that much once, and the memory would
  // stay in the WebAssembly heap for the life of the process.
  maintenance_work_mem: "16MB",
  // Per sort or hash; the dashboard sorts at most a page of leads after an index scan.
  work_mem: "4MB",
  // Only temporary tables use these; the app creates none.
  temp_buffers: "1MB",
};

/** PGlite's own start parameters with the settings above. */
export function pgliteStartParams(settings = pgliteMemorySettings): string[] {
  return [
    ...PGlite.defaultStartParams,
    ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
  ];
}

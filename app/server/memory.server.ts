import { getHeapStatistics } from "node:v8";

/** V8 adds its young generation (three semi-spaces of up to 64 MB) to the old-generation cap. */
const YOUNG_GENERATION_MAX_MB = 3 * 64;

/**
 * Why the heap this process runs with is not the one HEAP_LIMIT_MB asks for, or null when it is
 * (or nothing is asked). node takes the cap on its command line only (host/start.sh passes it),
 * so a server started some other way would silently run without it.
 */
export function heapLimitMismatch(
  wantedMb: number | undefined,
  limitBytes = getHeapStatistics().heap_size_limit,
): string | null {
  if (wantedMb === undefined) return null;
  const limitMb = Math.round(limitBytes / (1024 * 1024));
  const extraMb = limitMb - wantedMb;
  if (extraMb >= 0 && extraMb <= YOUNG_GENERATION_MAX_MB) return null;
  return (
    `HEAP_LIMIT_MB is ${wantedMb}, but this process's heap limit is ${limitMb} MB: start it ` +
    `with \`npm start\` (host/start.sh), or pass --max-old-space-size=${wantedMb} to node`
  );
}

import { privateNoStore } from "~/server/http/headers.server";

/** Today's date (UTC) for a download's file name. */
export const today = () => new Date().toISOString().slice(0, 10);

/**
 * The answer of a staff CSV export: a file the browser saves as `fileName`, kept out of every
 * cache (it holds what the viewer may see) and never read as another type.
 */
export function csvDownload(csv: BodyInit, fileName: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "X-Content-Type-Options": "nosniff",
      ...privateNoStore,
    },
  });
}

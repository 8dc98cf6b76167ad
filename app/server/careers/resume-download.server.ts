import { eq } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { recordDownload } from "../audit/audit.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { jobApplications, jobs, resumeFiles } from "../db/schema.server";
import { privateNoStore } from "../http/headers.server";
import { invariantResponse } from "../http/responses.server";
import { contentDisposition, resumeDownloadName } from "./resume-names.server";

/** How staff open a résumé: saved as a file, or shown in the browser's own viewer (PDF only). */
export type ResumeView = "attachment" | "inline";

const PDF = "application/pdf";

/** What the record page needs to offer a résumé: its download name and whether it can preview. */
export async function resumeSummary(applicationId: string, db: Db = defaultDb()) {
  const row = await resumeRow(applicationId, db, {});
  if (!row) return null;
  return { fileName: resumeDownloadName(row), previewable: row.contentType === PDF };
}

async function findResumeFile(applicationId: string, db: Db) {
  return resumeRow(applicationId, db, {
    data: resumeFiles.data,
    size: resumeFiles.size,
  });
}

/** An application's résumé with what its download is named after, plus the `extra` columns. */
async function resumeRow<Extra extends Record<string, AnyPgColumn>>(
  applicationId: string,
  db: Db,
  extra: Extra,
) {
  const [row] = await db
    .select({
      ...extra,
      contentType: resumeFiles.contentType,
      storedName: resumeFiles.fileName,
      candidate: jobApplications.name,
      jobTitle: jobs.title,
    })
    .from(resumeFiles)
    .innerJoin(jobApplications, eq(jobApplications.id, resumeFiles.applicationId))
    .leftJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(resumeFiles.applicationId, applicationId));
  return row ?? null;
}

/**
 * Inline PDFs run in the browser's own viewer inside the record page's frame: the response is
 * sandboxed (no scripts, no same-origin access for whatever the file carries), may be framed by
 * this site only, and is never sniffed into another type (record 074).
 */
const inlineHeaders = {
  "Content-Security-Policy": "sandbox; default-src 'none'; frame-ancestors 'self'",
  "X-Frame-Options": "SAMEORIGIN",
};

/**
 * An applicant's résumé for a staff member the caller has authorized: audited, named after the
 * candidate and the job, as a download, or inline when it is a PDF (anything else is 404 inline).
 */
export async function serveResume(
  request: Request,
  viewer: { id: string; email: string },
  applicationId: string,
  view: ResumeView,
  db: Db = defaultDb(),
): Promise<Response> {
  const file = await findResumeFile(applicationId, db);
  invariantResponse(file && (view === "attachment" || file.contentType === PDF), "Not found", {
    status: 404,
  });
  await recordDownload(request, viewer, view === "inline" ? "resume-preview" : "resume-download", {
    kind: "applications",
    id: applicationId,
  });
  return new Response(Buffer.from(file.data), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": contentDisposition(view, resumeDownloadName(file)),
      "X-Content-Type-Options": "nosniff",
      ...(view === "inline" ? inlineHeaders : {}),
      ...privateNoStore,
    },
  });
}

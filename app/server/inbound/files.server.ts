import { eq } from "drizzle-orm";
import { isLeadKind } from "~/lib/lead-kinds";
import { recordDownload } from "../audit/audit.server";
import { areaOfList, requireListStaff, staffFor } from "../auth/staff-access.server";
import { db as defaultDb } from "../db/index.server";
import { inboundAttachments, inboundMessages } from "../db/schema.server";
import { privateNoStore } from "../http/headers.server";
import { invariantResponse } from "../http/responses.server";

/**
 * An answer's attachment, served as résumés are (record 075): to staff who may open its record,
 * audited, always as a download, never sniffed into another type.
 */
export async function serveInboundFile(request: Request, id: string, db = defaultDb()) {
  // Staff who work no list (editors) learn nothing, not even which files exist.
  const viewer = await requireListStaff(request);
  const [file] = await db
    .select({
      data: inboundAttachments.data,
      size: inboundAttachments.size,
      contentType: inboundAttachments.contentType,
      fileName: inboundAttachments.fileName,
      leadKind: inboundMessages.leadKind,
      leadId: inboundMessages.leadId,
    })
    .from(inboundAttachments)
    .innerJoin(inboundMessages, eq(inboundMessages.id, inboundAttachments.inboundId))
    .where(eq(inboundAttachments.id, id));
  invariantResponse(file && isLeadKind(file.leadKind), "Not found", { status: 404 });
  const staff = staffFor(viewer, areaOfList(file.leadKind));
  await recordDownload(request, staff, "attachment-download", {
    kind: file.leadKind,
    id: file.leadId,
  });
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return new Response(Buffer.from(file.data), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "X-Content-Type-Options": "nosniff",
      ...privateNoStore,
    },
  });
}

import { isRecordId } from "~/lib/ids";
import { invariantResponse } from "~/server/http/responses.server";
import { serveInboundFile } from "~/server/inbound/files.server";
import type { Route } from "./+types/inbound-file";

/** An attachment of an answer by e-mail, for staff who may open its record, as a download. */
export async function loader({ request, params: { id } }: Route.LoaderArgs) {
  invariantResponse(isRecordId(id), "Not found", { status: 404 });
  return serveInboundFile(request, id);
}

import { data } from "react-router";
import { resumeRules } from "~/lib/forms/resume";
import { db as defaultDb } from "../db/index.server";
import { readOneFileForm, uploadedFile } from "../files/one-file-form.server";
import { privateNoStore } from "../http/headers.server";
import { limitProposalPost } from "./proposal-page.server";
import { type Verification, verifyHash, verifyUpload } from "./verify.server";

// The public check at /proposals/verify (record 115): a copy's PDF, or a SHA-256 pasted.

export type VerifyActionData = Verification | { refused: string };

const answer = (result: VerifyActionData, status = 200) =>
  data(result, { status, headers: privateNoStore });

const TOO_LARGE = "Upload the proposal as a PDF of at most 4.5 MB.";

/** The file is capped at 4.5 MB while it streams in (the gate's own cap), then gated. */
export async function verifyPageAction(request: Request, ip: string) {
  const limited = await limitProposalPost(ip);
  if (limited) return limited;
  const form = await readOneFileForm(request, {
    field: "document",
    maxFileBytes: resumeRules.maxBytes,
    maxParts: 5,
    otherBytes: 16 * 1024,
  });
  if (form === "too-large") return answer({ refused: TOO_LARGE }, 413);
  if (form === "unreadable")
    return answer({ refused: "The form could not be read. Please try again." }, 400);
  const file = uploadedFile(form, "document");
  const db = defaultDb();
  if (file) {
    const result = await verifyUpload(db, file.name, new Uint8Array(await file.arrayBuffer()));
    return answer(result, "refused" in result ? 400 : 200);
  }
  const hash = String(form.get("hash") ?? "").trim();
  if (!hash) return answer({ refused: "Choose a PDF or paste a SHA-256 to check." }, 400);
  if (!/^[0-9a-fA-F]{64}$/.test(hash))
    return answer({ refused: "A SHA-256 is 64 characters, 0 to 9 and a to f." }, 400);
  return answer(await verifyHash(db, hash));
}

import { type DocumentProblem, gateDocument } from "../files/gate.server";

/** At most this many files are kept from one answer (record 075). */
export const MAX_ATTACHMENTS = 5;

export type KeptFile = { fileName: string; contentType: string; bytes: Uint8Array };

/** Why an attachment was left out, in the words the record's timeline shows. */
const leftOut: Record<DocumentProblem, string> = {
  size: "too large",
  type: "type not accepted",
  unpacked: "too large when unpacked",
  unreadable: "could not be read",
  scripts: "contains scripts",
  macros: "contains macros",
};

/**
 * The attachments an answer may keep, through the file gate résumés pass (record 094): a PDF
 * or Word document by its content, at most 4.5 MB each, within the unpacking caps, without
 * scripts or macros; five at most. Everything else is left out and said so in words.
 */
export async function keepAttachments(
  files: { filename: string; content: Buffer }[],
): Promise<{ kept: KeptFile[]; dropped: string[] }> {
  const kept: KeptFile[] = [];
  const dropped: string[] = [];
  for (const file of files) {
    const name = file.filename.replace(/[\\/\r\n\0]+/g, "_").slice(0, 200) || "attachment";
    if (kept.length >= MAX_ATTACHMENTS) dropped.push(`${name}: too many files`);
    else {
      // A view of mailparser's buffer, not a copy: a message's files are in memory once (092).
      const bytes = new Uint8Array(
        file.content.buffer,
        file.content.byteOffset,
        file.content.byteLength,
      );
      const verdict = await gateDocument(name, bytes);
      if (verdict.ok) kept.push({ fileName: name, contentType: verdict.contentType, bytes });
      else dropped.push(`${name}: ${leftOut[verdict.problem]}`);
    }
  }
  // A message of a thousand tiny files says so in one line, not a thousand.
  const shown =
    dropped.length > 20 ? [...dropped.slice(0, 20), `and ${dropped.length - 20} more`] : dropped;
  return { kept, dropped: shown };
}

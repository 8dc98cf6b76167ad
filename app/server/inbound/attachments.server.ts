import { resumeRules } from "~/lib/forms/resume";
import { activeContent } from "../careers/active-content.server";
import { sniffResume } from "../careers/resume.server";

/** At most this many files are kept from one answer (record 075). */
export const MAX_ATTACHMENTS = 5;

export type KeptFile = { fileName: string; contentType: string; bytes: Uint8Array };

/**
 * The attachments an answer may keep, checked as résumés are, by the same functions the upload
 * at /careers calls: a PDF or Word document by its content, without scripts or macros, at most
 * 4.5 MB each, five at most. Everything else is left out and said so in words on the timeline,
 * and the rest of the message is filed (record 093).
 */
export async function keepAttachments(
  files: { filename: string; content: Buffer }[],
): Promise<{ kept: KeptFile[]; dropped: string[] }> {
  const kept: KeptFile[] = [];
  const dropped: string[] = [];
  for (const file of files) {
    const name = file.filename.replace(/[\\/\r\n\0]+/g, "_").slice(0, 200) || "attachment";
    if (kept.length >= MAX_ATTACHMENTS) dropped.push(`${name}: too many files`);
    else if (file.content.byteLength > resumeRules.maxBytes) dropped.push(`${name}: too large`);
    else {
      // A view of mailparser's buffer, not a copy: a message's files are in memory once.
      const bytes = new Uint8Array(
        file.content.buffer,
        file.content.byteOffset,
        file.content.byteLength,
      );
      const type = await sniffResume(name, bytes);
      const active = type && activeContent(type.ext, bytes);
      if (!type) dropped.push(`${name}: type not accepted`);
      else if (active) dropped.push(`${name}: contains scripts or macros (${active})`);
      else kept.push({ fileName: name, contentType: type.contentType, bytes });
    }
  }
  // A message of a thousand tiny files says so in one line, not a thousand.
  const shown =
    dropped.length > 20 ? [...dropped.slice(0, 20), `and ${dropped.length - 20} more`] : dropped;
  return { kept, dropped: shown };
}

/**
 * What a résumé is called when staff download or preview it: after the candidate and the job
 * ("Jordan Rivera - Senior Data Engineer.pdf"), not after the stored name
 * ("jordan.rivera-1795699481154.pdf", which stays the storage key). Record 071.
 */

const extensionOf: Record<string, string> = {
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
};

/** Characters no file system or download dialog should get: separators, reserved, controls. */
const UNSAFE = /[\\/:*?"<>|\p{Cc}\p{Cf}]+/gu;
const MAX_BASE = 120;

/** The download name: "{candidate} - {job}.{ext}", cleaned, the job left out when unknown. */
export function resumeDownloadName(input: {
  candidate: string;
  jobTitle: string | null;
  storedName: string;
  contentType: string;
}): string {
  const ext =
    extensionOf[input.contentType] ??
    input.storedName.match(/\.([a-z0-9]{1,5})$/i)?.[1]?.toLowerCase() ??
    "bin";
  const parts = [input.candidate, input.jobTitle ?? ""].map(clean).filter(Boolean);
  const base = (parts.join(" - ") || "Résumé").slice(0, MAX_BASE).trim();
  return `${base}.${ext}`;
}

function clean(text: string): string {
  return text
    .normalize("NFC")
    .replace(UNSAFE, " ")
    .replace(/^[\s.]+/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A Content-Disposition header for `fileName` (RFC 6266): an ASCII-only `filename` for old
 * clients, and the exact name as UTF-8 in `filename*` (RFC 8187), which browsers prefer.
 */
export function contentDisposition(type: "inline" | "attachment", fileName: string): string {
  const ascii = fileName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

import type { ParsedMail } from "mailparser";
import type { BounceKind } from "../db/schema.server";

/** What a delivery report says of the mail it is about (record 112). */
export type DeliveryReport = {
  kind: BounceKind;
  /** The Status code (5.1.1) or the Feedback-Type (abuse): what staff are shown. */
  status: string;
  /** The Status and what the server said (Diagnostic-Code), or the Feedback-Type. */
  diagnostic: string;
};

/** The most of a report's text read, and of its diagnostic kept. */
const MAX_REPORT_CHARS = 16_384;
export const MAX_DIAGNOSTIC_CHARS = 300;

/** Header-style fields of one block ("Name: value", folded lines unfolded), names lower case. */
function fieldsOf(block: string): Map<string, string> {
  const fields = new Map<string, string>();
  const unfolded = block.replace(/\r\n?/g, "\n").replace(/\n[ \t]+/g, " ");
  for (const line of unfolded.split("\n")) {
    const match = /^([A-Za-z][A-Za-z0-9-]*):\s*(.*)$/.exec(line);
    if (match?.[1] && !fields.has(match[1].toLowerCase()))
      fields.set(match[1].toLowerCase(), (match[2] ?? "").trim());
  }
  return fields;
}

const partText = (mail: ParsedMail, type: string) =>
  mail.attachments
    .find((part) => part.contentType.toLowerCase() === type)
    ?.content.toString("utf8", 0, MAX_REPORT_CHARS);

/**
 * One recipient block of an RFC 3464 report: `Action: failed` with a 5.x.x Status is a hard
 * bounce; a failed 4.x.x or a `delayed` one is soft; delivered, relayed or expanded is none.
 */
function bounceOf(fields: Map<string, string>): DeliveryReport | null {
  const action = fields.get("action")?.toLowerCase();
  const status = /^([245])\.\d{1,3}\.\d{1,3}/.exec(fields.get("status") ?? "");
  const code = status?.[0] ?? "no status";
  const said = `${code} ${fields.get("diagnostic-code") ?? ""}`.trim();
  const found = { status: code, diagnostic: said.slice(0, MAX_DIAGNOSTIC_CHARS) };
  if (action === "delayed") return { kind: "soft", ...found };
  if (action !== "failed") return null;
  return { kind: status?.[1] === "4" ? "soft" : "hard", ...found };
}

/**
 * The bounce or complaint a received message reports, or null when it is no such report:
 * multipart/report with report-type delivery-status (RFC 3464; mailparser hands the
 * message/delivery-status part over as text) or feedback-report (ARF, RFC 5965; any
 * Feedback-Type but not-spam is a complaint). A report naming several recipients counts as
 * its worst: the return path it came to names one subscriber.
 */
export function deliveryReport(mail: ParsedMail): DeliveryReport | null {
  const type = mail.headers.get("content-type") as
    | { value?: string; params?: Record<string, string> }
    | undefined;
  if (type?.value?.toLowerCase() !== "multipart/report") return null;
  const reportType = type.params?.["report-type"]?.toLowerCase();
  if (reportType === "feedback-report") {
    const fields = fieldsOf(partText(mail, "message/feedback-report") ?? "");
    const feedback = (fields.get("feedback-type") ?? "abuse").toLowerCase().slice(0, 40);
    if (feedback === "not-spam") return null;
    return { kind: "complaint", status: feedback, diagnostic: `feedback: ${feedback}` };
  }
  if (reportType !== "delivery-status") return null;
  const text =
    partText(mail, "message/delivery-status") ?? (mail.text ?? "").slice(0, MAX_REPORT_CHARS);
  const found = text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((block) => bounceOf(fieldsOf(block)))
    .filter((report) => report !== null);
  return found.find((report) => report.kind === "hard") ?? found[0] ?? null;
}

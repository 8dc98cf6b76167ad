import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Delivery and feedback reports as mail servers write them (Postfix, Gmail, an ARF loop). */
export type ReportSample =
  | "dsn-hard"
  | "dsn-soft-delayed"
  | "dsn-soft-mailbox-full"
  | "arf-complaint";

/** A sample report about mail to `recipient` sent with return path `returnPath`, CRLF lines. */
export function deliveryReport(sample: ReportSample, returnPath: string, recipient: string) {
  return readFileSync(join(import.meta.dirname, "delivery-reports", `${sample}.eml`), "utf8")
    .replaceAll("%RETURN_PATH%", returnPath)
    .replaceAll("%RECIPIENT%", recipient)
    .replace(/\r?\n/g, "\r\n");
}

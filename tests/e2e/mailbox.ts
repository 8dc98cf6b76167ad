import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseMail, type ReceivedMail } from "../support/smtp";
import { e2e } from "./env";

/** The messages the browser tests' SMTP peer has accepted for `address` (start-server.ts). */
export function mailsTo(address: string): ReceivedMail[] {
  const inbox = join(e2e.dataDir, "smtp-peer");
  let files: string[] = [];
  try {
    files = readdirSync(inbox).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => parseMail(readFileSync(join(inbox, file))))
    .filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}

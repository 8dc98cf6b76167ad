import type { Readable } from "node:stream";
import EmailReplyParser from "email-reply-parser";
import { type AddressObject, type ParsedMail, simpleParser } from "mailparser";
import { type DeliveryReport, deliveryReport } from "./delivery-report.server";

export type Inbound = {
  messageId: string | null;
  fromAddress: string | null;
  fromName: string | null;
  subject: string;
  text: string;
  /** Addresses from To, Cc, Delivered-To and X-Original-To (IMAP has no envelope). */
  headerRecipients: string[];
  attachments: { filename: string; contentType: string; content: Buffer }[];
  /** Why this is an automatic message (auto-reply, bounce, list mail), or null. */
  automatic: string | null;
  /** The bounce or complaint it reports, when it is a delivery or feedback report (record 112). */
  report: DeliveryReport | null;
};

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .flatMap((group) => group.value)
    .flatMap((entry) => (entry.address ? [entry.address] : []));

const headerText = (mail: ParsedMail, name: string) => {
  const value = mail.headers.get(name);
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
};

/**
 * Whether a message was sent by a machine (RFC 3834 Auto-Submitted, Precedence bulk/junk/list,
 * common auto-reply headers, delivery reports and mailer daemons): those are never filed on a
 * record, so an out-of-office or a bounce cannot pass for the person's answer.
 */
export function automaticReason(mail: ParsedMail, envelopeFrom?: string | null): string | null {
  const auto = headerText(mail, "auto-submitted").trim().toLowerCase();
  if (auto && auto !== "no") return `auto-submitted: ${auto}`;
  const precedence = headerText(mail, "precedence").trim().toLowerCase();
  if (["bulk", "junk", "list", "auto_reply"].includes(precedence))
    return `precedence: ${precedence}`;
  for (const name of ["x-autoreply", "x-autorespond", "list-id"])
    if (mail.headers.has(name)) return name;
  const type = mail.headers.get("content-type") as {
    value?: string;
    params?: Record<string, string>;
  };
  if (type?.value === "multipart/report") return "delivery report";
  if (envelopeFrom === "") return "bounce (null sender)";
  const from = addresses(mail.from)[0]?.toLowerCase() ?? "";
  if (/^(mailer-daemon|postmaster)@/.test(from)) return "bounce (mailer daemon)";
  return null;
}

/**
 * The new words of an answer: the quoted history and "On … wrote:" headers that follow it are
 * cut (email-reply-parser finds them), signatures and inline quotes before the last new line
 * are kept. If nothing would remain, the whole text is kept.
 */
export function stripQuoted(text: string): string {
  const normalized = text.replace(/\r\n?/g, "\n");
  const fragments = new EmailReplyParser().read(normalized).getFragments();
  let last = -1;
  fragments.forEach((fragment, index) => {
    if (!fragment.isQuoted() && !fragment.isEmpty()) last = index;
  });
  const kept = fragments
    .slice(0, last + 1)
    .map((fragment) => fragment.getContent())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return kept || normalized.trim();
}

/**
 * Parses a raw message (mailparser), from memory or as a stream of a spooled file, bounded: HTML
 * beyond 2 MB is not turned into text. Callers parse one message per shared slot (gate.server).
 */
export async function parseInbound(
  raw: Buffer | Readable,
  envelopeFrom?: string | null,
): Promise<Inbound> {
  const mail = await simpleParser(raw, { maxHtmlLengthToParse: 2_000_000, skipImageLinks: true });
  const from = (Array.isArray(mail.from) ? mail.from[0] : mail.from)?.value[0];
  // mailparser reads Delivered-To as addresses and X-Original-To as text.
  const extra = ["delivered-to", "x-original-to"].flatMap((name) => {
    const value = mail.headers.get(name);
    if (value && typeof value === "object" && "value" in value)
      return addresses(value as AddressObject);
    return headerText(mail, name)
      .split(/[\s,]+/)
      .map((part) => part.replace(/^<|>$/g, ""))
      .filter((part) => part.includes("@"));
  });
  return {
    messageId: mail.messageId?.trim().slice(0, 500) || null,
    fromAddress: from?.address?.toLowerCase() ?? null,
    fromName: from?.name?.trim() || null,
    subject: (mail.subject ?? "").slice(0, 500),
    text: stripQuoted(mail.text ?? ""),
    headerRecipients: [...addresses(mail.to), ...addresses(mail.cc), ...extra],
    attachments: mail.attachments.map((a) => ({
      filename: a.filename ?? "attachment",
      contentType: a.contentType,
      content: a.content,
    })),
    automatic: automaticReason(mail, envelopeFrom),
    report: deliveryReport(mail),
  };
}

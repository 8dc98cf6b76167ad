import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { createTransport } from "nodemailer";
import { log } from "../log.server";
import type { DkimOptions } from "./dkim.server";

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

/** A message of a conversation: one we sent (by outbox row) or one we received (its Message-ID). */
export type MessageRef = { outboxId: string } | { messageId: string };

export type OutgoingMail = {
  /** The outbox row this message comes from; it names the .eml file and the Message-ID. */
  outboxId: string;
  to: string;
  /** SMTP MAIL FROM when it differs from From (a newsletter's return path, record 111). */
  envelopeFrom?: string;
  /** A display name for the site's From address: a staff reply's "Pat Lee at Brazos Digital". */
  fromName?: string;
  cc?: string[];
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe on messages that are not transactional. */
  headers?: Record<string, string>;
  /** Threading (record 075): the message this one follows, and the conversation before it. */
  inReplyTo?: MessageRef;
  references?: MessageRef[];
};

export type MailTransport = {
  /** Resolves once the message is accepted (by the SMTP server, or written to disk). */
  send(message: OutgoingMail): Promise<void>;
  close(): void;
};

export type MailTransportOptions = {
  /** smtp:// or smtps:// URL; without it messages are written as .eml files. */
  smtpUrl?: string;
  dataDir: string;
  /** The From header, e.g. `Brazos Digital <no-reply@brazosdigital.com>`. */
  from: string;
  /** Signs every message, sent or written to a file (record 103). */
  dkim?: DkimOptions;
};

/** Real delivery through SMTP_URL, or .eml files under DATA_DIR/mail for development. */
export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl
    ? smtpTransport(options.smtpUrl, options.from, options.dkim)
    : fileTransport(resolve(options.dataDir, "mail"), options.from, options.dkim);
}

/**
 * A fixed Message-ID per outbox row: if a notice is ever sent twice (a lease ran out mid-send),
 * mail systems can recognise the copy.
 */
function messageId(outboxId: string, from: string): string {
  const domain = /@([^\s>]+)/.exec(from)?.[1] ?? "localhost";
  return `<outbox-${outboxId}@${domain}>`;
}

function refId(ref: MessageRef, from: string): string {
  return "outboxId" in ref ? messageId(ref.outboxId, from) : ref.messageId;
}

/** The site's sending address of a From header such as `Brazos Digital <no-reply@…>`. */
export function fromAddress(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

function mailOptions(message: OutgoingMail, from: string) {
  return {
    inReplyTo: message.inReplyTo ? refId(message.inReplyTo, from) : undefined,
    references: message.references?.map((ref) => refId(ref, from)),
    // A named sender keeps the site's address, so SPF, DKIM and DMARC still hold (record 118).
    from: message.fromName ? { name: message.fromName, address: fromAddress(from) } : from,
    to: message.to,
    cc: message.cc,
    replyTo: message.replyTo,
    subject: message.subject,
    html: message.html,
    text: message.text,
    attachments: message.attachments,
    messageId: messageId(message.outboxId, from),
    headers: message.headers,
    // Bounces go to the envelope sender, so a per-message one tells which message bounced.
    envelope: message.envelopeFrom ? { from: message.envelopeFrom, to: message.to } : undefined,
  };
}

/**
 * SMTP connections kept open at once, and so the sends the outbox runs at a time (record 121):
 * enough to overlap the round trips of a newsletter, few enough for a small mail server.
 */
export const SMTP_CONNECTIONS = 4;

function smtpTransport(smtpUrl: string, from: string, dkim?: DkimOptions): MailTransport {
  // nodemailer's defaults (two minutes to connect, ten of idle socket) would hold a batch's
  // lease far too long while the mail server is unreachable.
  // A pooled connection: opening one per message cost ~105 ms each against a local peer
  // (bench/submissions drained ~9 messages/s); reusing it brings that to a few ms.
  const transporter = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dkim,
  });
  return {
    async send(message) {
      const info = await transporter.sendMail(mailOptions(message, from));
      // A refused CC must not send the message again to everyone else: only the person counts.
      const copies = new Set(message.cc?.map((address) => address.toLowerCase()));
      const refused = info.rejected.map(String);
      if (refused.some((address) => !copies.has(address.toLowerCase()))) {
        throw new Error(`Recipient rejected: ${info.rejected.join(", ")}: ${info.response}`);
      }
    },
    close: () => transporter.close(),
  };
}

function fileTransport(mailDir: string, from: string, dkim?: DkimOptions): MailTransport {
  const transporter = createTransport({ streamTransport: true, buffer: true, dkim });
  return {
    async send(message) {
      const info = await transporter.sendMail(mailOptions(message, from));
      const timestamp = new Date().toISOString().replace(/[:.]/g, "-");
      const path = join(mailDir, `${timestamp}-${message.outboxId}.eml`);
      await mkdir(mailDir, { recursive: true });
      await writeFile(path, info.message as Buffer);
      log().info({ to: message.to, subject: message.subject, file: path }, "mail written to file");
    },
    close: () => transporter.close(),
  };
}

import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** What a test needs to know about one message as a mail client would show it. */
export type ReceivedMail = {
  /** performance.now() when the message was accepted. */
  receivedAt: number;
  envelopeTo: string[];
  /** The SMTP MAIL FROM (a newsletter's return path); "" when read from a file. */
  envelopeFrom: string;
  to: string;
  replyTo: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
  raw: string;
};

export type SmtpPeer = {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
};

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 that keeps every message it accepts; unit tests,
 * ops tests and benches all use it. Port 0 picks a free port; pass a port to bring a peer back
 * where a previous one was. `rejectRecipients` makes it refuse every recipient with that reply,
 * as a mail server does for an unknown mailbox. `onMessage` also gets each message's raw bytes
 * (the browser tests' server writes them where the tests can read them).
 */
export async function startSmtpPeer(
  options: {
    port?: number;
    rejectRecipients?: string;
    onMessage?: (raw: Buffer, envelopeTo: string[]) => void;
  } = {},
): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Senders keep pooled connections open; closing the peer must not wait for them.
    closeTimeout: 100,
    onRcptTo(_address, _session, callback) {
      const reply = options.rejectRecipients;
      callback(reply ? Object.assign(new Error(reply), { responseCode: 550 }) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const raw = Buffer.concat(chunks);
        const mailFrom = session.envelope.mailFrom;
        const envelopeFrom = mailFrom ? mailFrom.address : "";
        received.push({ ...parseMail(raw, envelopeTo), envelopeFrom });
        options.onMessage?.(raw, envelopeTo);
        callback();
      });
    },
  });
  // A client that drops its connection (a server under test being killed) is not a test failure.
  server.on("error", () => {});
  await new Promise<void>((done, fail) => {
    server.server.once("error", fail);
    server.listen(options.port ?? 0, "127.0.0.1", () => done());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

type MimePart = { headers: Map<string, string>; body: string };

// mailparser's current releases cannot be installed from the registry this project uses, and
// the messages nodemailer writes need only this much MIME to be read back.
function splitPart(raw: string): MimePart {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n(?=[ \t])/g, "").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function headerParam(value: string | undefined, name: string): string | undefined {
  const match = new RegExp(`${name}="?([^";]+)"?`, "i").exec(value ?? "");
  return match?.[1];
}

function decodeBody(part: MimePart): Buffer {
  const encoding = part.headers.get("content-transfer-encoding")?.toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64");
  if (encoding === "quoted-printable") {
    const unwrapped = part.body.replace(/=\r?\n/g, "");
    const bytes = unwrapped.replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    return Buffer.from(bytes, "latin1");
  }
  return Buffer.from(part.body, "latin1");
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeBody({
            headers: new Map([["content-transfer-encoding", "quoted-printable"]]),
            body: data.replace(/_/g, " "),
          }).toString("utf8"),
    );
}

function leaves(part: MimePart): MimePart[] {
  const type = part.headers.get("content-type") ?? "text/plain";
  const boundary = headerParam(type, "boundary");
  if (!type.toLowerCase().startsWith("multipart/") || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith("--"))
    .flatMap((section) => leaves(splitPart(section.replace(/^\r?\n/, ""))));
}

export function parseMail(message: Buffer, envelopeTo: string[] = []): ReceivedMail {
  const raw = message.toString("latin1");
  const root = splitPart(raw);
  const mail: ReceivedMail = {
    receivedAt: performance.now(),
    envelopeTo,
    envelopeFrom: "",
    to: root.headers.get("to") ?? "",
    replyTo: root.headers.get("reply-to") ?? "",
    subject: decodeWords(root.headers.get("subject") ?? ""),
    messageId: root.headers.get("message-id") ?? "",
    text: "",
    html: "",
    attachments: [],
    raw,
  };
  for (const part of leaves(root)) {
    const type = part.headers.get("content-type") ?? "text/plain";
    const disposition = part.headers.get("content-disposition") ?? "";
    if (disposition.toLowerCase().startsWith("attachment")) {
      const filename = headerParam(disposition, "filename") ?? "";
      const contentType = type.split(";")[0]?.trim() ?? "";
      mail.attachments.push({ filename, contentType, content: decodeBody(part) });
    } else if (type.startsWith("text/html")) mail.html = decodeBody(part).toString("utf8");
    else if (type.startsWith("text/plain")) mail.text = decodeBody(part).toString("utf8");
  }
  return mail;
}

import { createTransport } from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "~/server/db/client.server";
import { type InboundListener, startInboundListener } from "~/server/inbound/smtp-listener.server";

/**
 * The domain of the tests' reply addresses, and the secret that signs them unless one is set:
 * call at the top of a test file, before the app reads its settings.
 */
export function setTestReplyDomain() {
  process.env.INBOUND_REPLY_DOMAIN = "reply.example.test";
  process.env.AUTH_SECRET ??= "inbound-test-secret-0123456789abcdef0123456789";
}

/** The largest message the tests' inbound listeners take (SIZE), in bytes. */
export const TEST_MAX_BYTES = 200_000;

/**
 * The real inbound SMTP listener over the file's `database`, on a free port of 127.0.0.1: started
 * before the file's tests (after the hooks registered before it, the database's among them) and
 * closed after them. Read its port inside tests and hooks only.
 */
export function inboundListenerForThisFile(database: Database): InboundListener {
  const listener = {} as InboundListener;
  beforeAll(async () => {
    const started = await startInboundListener({
      db: database.db,
      port: 0,
      host: "127.0.0.1",
      maxBytes: TEST_MAX_BYTES,
    });
    Object.assign(listener, started);
  });
  afterAll(() => listener.close());
  return listener;
}

/** A message as a mail client writes it: `headers` in order, a blank line, `body`; CRLF lines. */
export function mailMessage(headers: Record<string, string>, body: string): Buffer {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return Buffer.from([...lines, "", body, ""].join("\r\n"));
}

/**
 * Sends one message to the SMTP server on `port` of 127.0.0.1 as another mail server would: a
 * connection of its own, no TLS, no AUTH. Rejects with the server's reply when it refuses.
 */
export async function sendBySmtp(port: number, mail: Mail.Options, localAddress?: string) {
  const client = createTransport({ host: "127.0.0.1", port, secure: false, localAddress });
  try {
    return await client.sendMail(mail);
  } finally {
    client.close();
  }
}

import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import type { Db } from "../db/client.server";
import { log } from "../log.server";
import { receiveMail } from "./receive.server";
import { looksLikeReplyAddress, readReplyAddress } from "./token.server";

export type InboundListener = { port: number; close(): Promise<void> };

const smtpError = (message: string, responseCode: number) =>
  Object.assign(new Error(message), { responseCode });

/** Recipients one message may name (all of them must be reply addresses of records). */
const MAX_RECIPIENTS = 5;

/**
 * The inbound SMTP listener (record 075), built on smtp-server. It relays nothing and needs no
 * AUTH: it accepts only reply+ addresses of INBOUND_REPLY_DOMAIN whose signature is valid and
 * refuses every other recipient at RCPT (550), so it is no open relay and answers the same for a
 * forged token whether or not the record exists. Messages are capped by SIZE and refused past it;
 * connections are capped and time out; no STARTTLS of its own (it sits behind an MX or relay).
 */
export async function startInboundListener(options: {
  db: Db;
  port: number;
  host: string;
  maxBytes: number;
  maxClients?: number;
}): Promise<InboundListener> {
  const serverOptions: SMTPServerOptions = {
    name: "inbound",
    banner: "replies only",
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: options.maxBytes,
    maxClients: options.maxClients ?? 20,
    socketTimeout: 30_000,
    closeTimeout: 1000,
    logger: false,
    onRcptTo(address, session, callback) {
      if (session.envelope.rcptTo.length >= MAX_RECIPIENTS)
        return callback(smtpError("Too many recipients", 452));
      if (!readReplyAddress(address.address)) {
        const ours = looksLikeReplyAddress(address.address);
        return callback(smtpError(ours ? "No such recipient" : "Relaying denied", 550));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let bytes = 0;
      stream.on("data", (chunk: Buffer) => {
        bytes += chunk.byteLength;
        // Past the cap the rest is read and thrown away; the message is refused at its end.
        if (bytes <= options.maxBytes) chunks.push(chunk);
      });
      stream.on("error", callback);
      stream.on("end", () => {
        if (stream.sizeExceeded || bytes > options.maxBytes)
          return callback(smtpError("Message too large", 552));
        const mailFrom = session.envelope.mailFrom;
        receiveMail(options.db, Buffer.concat(chunks), {
          via: "smtp",
          maxBytes: options.maxBytes,
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          envelopeFrom: mailFrom === false ? "" : mailFrom.address,
        }).then(
          (result) =>
            "refused" in result
              ? callback(smtpError(`Not accepted: ${result.refused}`, 550))
              : callback(),
          (error: unknown) => {
            log().error({ err: error }, "inbound mail could not be filed");
            // A temporary failure: the sending server tries again later.
            callback(smtpError("Try again later", 451));
          },
        );
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  server.on("error", (error) => log().warn({ err: error }, "inbound SMTP error"));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  log().info({ port }, "inbound SMTP listener started");
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

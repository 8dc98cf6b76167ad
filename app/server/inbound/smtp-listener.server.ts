import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import type { Db } from "../db/client.server";
import { log } from "../log.server";
import { receiveMail } from "./receive.server";
import { recipientAnswer, recipientRefusals } from "./recipient.server";
import { spoolToFile } from "./spool.server";

export type InboundListener = { port: number; close(): Promise<void> };

const smtpError = (message: string, responseCode: number) =>
  Object.assign(new Error(message), { responseCode });

/** Recipients one message may name (all of them must be reply addresses of records). */
const MAX_RECIPIENTS = 5;

/** Messages received and not yet answered at once, spooled or being filed (record 092). */
const MAX_IN_PROGRESS = 4;

/** Connections one client address may hold at once (record 092): a relay needs a few. */
export const MAX_CONNECTIONS_PER_ADDRESS = 5;

/**
 * The inbound SMTP listener (record 075), built on smtp-server. It relays nothing and needs no
 * AUTH: it accepts only reply+ addresses of INBOUND_REPLY_DOMAIN whose signature is valid, of a
 * record whose person was not erased (record 093), and newsletter return paths (bounce+) whose
 * signature is valid, of a subscriber who exists and was not erased (record 112); it refuses
 * every other recipient at RCPT (550), so it is no open relay and answers the same for a forged
 * token whether or not the record exists. Messages are capped by SIZE and refused past it, written to a temporary file as
 * they arrive and filed a few at a time (record 092); connections are capped in all and per
 * client address, and an idle one is closed after `socketTimeoutMs`, so idle clients cannot
 * keep others out. No STARTTLS of its own (it sits behind an MX or relay).
 */
export async function startInboundListener(options: {
  db: Db;
  port: number;
  host: string;
  maxBytes: number;
  maxClients?: number;
  perAddress?: number;
  socketTimeoutMs?: number;
}): Promise<InboundListener> {
  const perAddress = options.perAddress ?? MAX_CONNECTIONS_PER_ADDRESS;
  let inProgress = 0;
  const serverOptions: SMTPServerOptions = {
    name: "inbound",
    banner: "replies only",
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    // Behind a relay every client is the relay: its name would cost a DNS lookup per connection.
    disableReverseLookup: true,
    size: options.maxBytes,
    maxClients: options.maxClients ?? 50,
    socketTimeout: options.socketTimeoutMs ?? 15_000,
    closeTimeout: 1000,
    logger: false,
    onConnect(session, callback) {
      // smtp-server's own set of open connections, this one included.
      let same = 0;
      for (const connection of server.connections as Set<{ remoteAddress?: string }>)
        if (connection.remoteAddress === session.remoteAddress) same++;
      if (same > perAddress)
        return callback(smtpError("Too many connections from your address", 421));
      callback();
    },
    onRcptTo(address, session, callback) {
      if (session.envelope.rcptTo.length >= MAX_RECIPIENTS)
        return callback(smtpError("Too many recipients", 452));
      recipientAnswer(options.db, address.address).then(
        (answer) =>
          callback(answer === "accept" ? undefined : smtpError(recipientRefusals[answer], 550)),
        (error: unknown) => {
          log().error({ err: error }, "inbound recipient could not be checked");
          callback(smtpError("Try again later", 451));
        },
      );
    },
    onData(stream, session, callback) {
      // Past a few messages in progress, the data is read and dropped and the sender told to
      // try again later (451): what waits on disk for its turn stays bounded too.
      if (inProgress >= MAX_IN_PROGRESS) {
        stream.on("error", () => undefined);
        stream.on("end", () => callback(smtpError("Busy, try again later", 451)));
        stream.resume();
        return;
      }
      inProgress++;
      let answered = false;
      const done = (error?: Error) => {
        if (answered) return;
        answered = true;
        inProgress--;
        callback(error);
      };
      const mailFrom = session.envelope.mailFrom;
      const envelope = {
        via: "smtp" as const,
        maxBytes: options.maxBytes,
        envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        envelopeFrom: mailFrom === false ? "" : mailFrom.address,
      };
      // Past the cap the rest is read and thrown away; the message is refused at its end.
      spoolToFile(stream, options.maxBytes)
        .then(async (spooled) => {
          try {
            if (stream.sizeExceeded || spooled.tooLarge)
              return done(smtpError("Message too large", 552));
            const result = await receiveMail(options.db, spooled, envelope);
            if ("refused" in result) done(smtpError(`Not accepted: ${result.refused}`, 550));
            else done();
          } finally {
            await spooled.remove();
          }
        })
        .catch((error: unknown) => {
          log().error({ err: error }, "inbound mail could not be filed");
          // A temporary failure: the sending server tries again later.
          done(smtpError("Try again later", 451));
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

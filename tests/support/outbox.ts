import type { Db } from "~/server/db/client.server";
import { deliverDueNotices } from "~/server/mail/outbox-delivery.server";
import { createMailTransport } from "~/server/mail/transport.server";
import { startSmtpPeer } from "./smtp";

type Delivery = {
  /** The site's sender (SMTP_FROM). */
  from?: string;
  /** The peer refuses every recipient with this reply, as a server does for an unknown mailbox. */
  rejectRecipients?: string;
  limit?: number;
};

/**
 * One run of the outbox as the mail worker makes it, through a real SMTP peer started for the
 * run and stopped after it: the run's counts, and the messages the peer received.
 */
export async function deliverOutbox(
  db: Db,
  dataDir: string,
  { from = "site@example.com", rejectRecipients, limit }: Delivery = {},
) {
  const peer = await startSmtpPeer({ rejectRecipients });
  const transport = createMailTransport({ smtpUrl: peer.url, dataDir, from });
  try {
    const counts = await deliverDueNotices(db, transport, { limit });
    return { ...counts, received: peer.received };
  } finally {
    transport.close();
    await peer.close();
  }
}

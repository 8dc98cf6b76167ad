import hoodiecrow from "hoodiecrow-imap";
import { freePort } from "./ports.ts";

export type ImapTestServer = {
  url: string;
  /** Adds a message to INBOX, unseen. */
  deliver(raw: string): void;
  close(): Promise<void>;
};

/**
 * A real IMAP server in this process for the poller's tests: hoodiecrow-imap, a scriptable IMAP4rev1
 * server kept in memory (user testuser, password testpass). It is old and unmaintained, and only
 * a test dependency: no maintained IMAP server on npm runs without outside services (record 075).
 */
export async function startImapServer(): Promise<ImapTestServer> {
  const storage = { INBOX: { messages: [] as { raw: string; flags: string[] }[] } };
  const server = hoodiecrow({ plugins: ["UIDPLUS"], storage });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `imap://testuser:testpass@127.0.0.1:${port}/INBOX`,
    deliver(raw) {
      // hoodiecrow's own APPEND path: gives the message its UID and indexes it.
      server.appendMessage("INBOX", [], new Date(), raw);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

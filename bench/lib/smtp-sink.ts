// A real SMTP peer in this process (smtp-server): accepts everything, counts messages, and notes
// each Message-ID so a notice delivered twice shows up as a duplicate.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface SmtpSink {
  port: number;
  url: string;
  /** Messages fully received (DATA accepted). */
  received(): number;
  /** Messages whose Message-ID was already seen. */
  duplicates(): number;
  /** Messages without a Message-ID header. */
  withoutId(): number;
  /** Each Message-ID seen, with how many times it arrived. */
  messageIds(): Map<string, number>;
  /** performance.now() of the first and the latest message, or null before any. */
  firstAt(): number | null;
  lastAt(): number | null;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1:`port` (0: any free port). */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  let received = 0;
  let withoutId = 0;
  let firstAt: number | null = null;
  let lastAt: number | null = null;
  const ids = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        const headerEnd = text.indexOf("\r\n\r\n");
        const headers = headerEnd === -1 ? text : text.slice(0, headerEnd);
        const id = /^Message-ID:\s*(\S+)/im.exec(headers)?.[1];
        if (id) ids.set(id, (ids.get(id) ?? 0) + 1);
        else withoutId++;
        received++;
        firstAt ??= performance.now();
        lastAt = performance.now();
        callback();
      });
    },
  });
  server.on("error", (error) => console.error("SMTP sink:", error.message));
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received: () => received,
    duplicates: () => [...ids.values()].reduce((sum, n) => sum + n - 1, 0),
    withoutId: () => withoutId,
    messageIds: () => new Map(ids),
    firstAt: () => firstAt,
    lastAt: () => lastAt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `count()` reaches `target` or `timeoutMs` passes; resolves with the elapsed ms. */
export async function waitForCount(
  count: () => number,
  target: number,
  options: { timeoutMs: number; intervalMs?: number; since?: number; alive?: () => void },
): Promise<{ reached: boolean; ms: number }> {
  const { timeoutMs, intervalMs = 100, since = performance.now(), alive = () => {} } = options;
  for (;;) {
    const ms = performance.now() - since;
    if (count() >= target) return { reached: true, ms };
    if (ms > timeoutMs) return { reached: false, ms };
    alive();
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

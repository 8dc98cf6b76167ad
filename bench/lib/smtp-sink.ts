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
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  let received = 0;
  let withoutId = 0;
  let duplicates = 0;
  const ids = new Set<string>();
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
        if (!id) withoutId++;
        else if (ids.has(id)) duplicates++;
        else ids.add(id);
        received++;
        callback();
      });
    },
  });
  server.on("error", (error) => console.error("SMTP sink:", error.message));
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    duplicates: () => duplicates,
    withoutId: () => withoutId,
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

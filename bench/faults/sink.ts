// An SMTP peer for the fault scripts: accepts everything on a given port and counts each
// Message-ID's deliveries, so a notice sent twice, or never, can be named by its outbox row.
import { SMTPServer } from "smtp-server";
import type { OutboxRow } from "./db.ts";
import { sleep } from "./lib.ts";

/** Accepts every message on `port` (0 = any) and counts each Message-ID's deliveries. */
export async function startSink(port = 0) {
  const ids = new Map<string, number>();
  let received = 0;
  let withoutId = 0;
  let firstAt: number | null = null;
  let lastAt: number | null = null;
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
        const end = text.indexOf("\r\n\r\n");
        const headers = end === -1 ? text : text.slice(0, end);
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
  const address = server.server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    received: () => received,
    withoutId: () => withoutId,
    firstAt: () => firstAt,
    lastAt: () => lastAt,
    /** Outbox row ids seen (the app's Message-ID is `<outbox-<row id>@domain>`), with counts. */
    outboxIds(): Map<string, number> {
      const out = new Map<string, number>();
      for (const [id, n] of ids) {
        const row = /outbox-([0-9a-f-]{36})@/.exec(id)?.[1] ?? id;
        out.set(row, (out.get(row) ?? 0) + n);
      }
      return out;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Sink = Awaited<ReturnType<typeof startSink>>;

/** Waits until the sink holds every id in `ids`; resolves with whether it did. */
export async function waitDelivered(sink: Sink, ids: string[], timeoutMs: number, tick = 500) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const seen = sink.outboxIds();
    const missing = ids.filter((id) => !seen.has(id)).length;
    if (missing === 0) return true;
    if (performance.now() > deadline) return false;
    await sleep(tick);
  }
}

/** What the sink got against the outbox: duplicates (by Message-ID), missing, unknown ids. */
export function deliveryReport(sink: Sink, box: OutboxRow[]) {
  const seen = sink.outboxIds();
  const ids = new Set(box.map((r) => r.id));
  return {
    received: sink.received(),
    unique: seen.size,
    duplicates: [...seen.values()].reduce((sum, n) => sum + n - 1, 0),
    missing: box.filter((r) => !seen.has(r.id)).map((r) => r.id),
    unknown: [...seen.keys()].filter((id) => !ids.has(id)),
    withoutId: sink.withoutId(),
    unsent: box.filter((r) => !r.sent).map((r) => r.id),
  };
}

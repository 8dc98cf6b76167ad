// The fault scripts' view of the SMTP sink (bench/lib/smtp-sink.ts): deliveries counted by
// outbox row, so a notice sent twice, or never, can be named by its row.
import { type SmtpSink, startSmtpSink } from "../lib/smtp-sink.ts";
import type { OutboxRow } from "./db.ts";
import { sleep } from "./lib.ts";

/** Accepts every message on `port` (0 = any) and counts each outbox row's deliveries. */
export async function startSink(port = 0) {
  const sink: SmtpSink = await startSmtpSink(port);
  return {
    ...sink,
    /** Outbox row ids seen (the app's Message-ID is `<outbox-<row id>@domain>`), with counts. */
    outboxIds(): Map<string, number> {
      const out = new Map<string, number>();
      for (const [id, n] of sink.messageIds()) {
        const row = /outbox-([0-9a-f-]{36})@/.exec(id)?.[1] ?? id;
        out.set(row, (out.get(row) ?? 0) + n);
      }
      return out;
    },
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

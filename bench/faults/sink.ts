// The fault scripts' view of the shared SMTP peer (tests/support/smtp.ts): deliveries counted by
// outbox row, so a notice sent twice, or never, can be named by its row.
import { type SmtpPeer, startSmtpPeer } from "../../tests/support/smtp.ts";
import type { OutboxRow } from "./db.ts";
import { sleep } from "./lib.ts";

export type Sink = SmtpPeer;

/** Accepts every message on `port` (0 = any). */
export function startSink(port = 0): Promise<Sink> {
  return startSmtpPeer({ port });
}

/** Outbox row ids seen (the app's Message-ID is `<outbox-<row id>@domain>`), with counts. */
function outboxIds(sink: Sink): Map<string, number> {
  const out = new Map<string, number>();
  for (const { messageId } of sink.received) {
    if (!messageId) continue;
    const row = /outbox-([0-9a-f-]{36})@/.exec(messageId)?.[1] ?? messageId;
    out.set(row, (out.get(row) ?? 0) + 1);
  }
  return out;
}

/** Waits until the sink holds every id in `ids`; resolves with whether it did. */
export async function waitDelivered(sink: Sink, ids: string[], timeoutMs: number, tick = 500) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const seen = outboxIds(sink);
    const missing = ids.filter((id) => !seen.has(id)).length;
    if (missing === 0) return true;
    if (performance.now() > deadline) return false;
    await sleep(tick);
  }
}

/** What the sink got against the outbox: duplicates (by Message-ID), missing, unknown ids. */
export function deliveryReport(sink: Sink, box: OutboxRow[]) {
  const seen = outboxIds(sink);
  const ids = new Set(box.map((r) => r.id));
  return {
    received: sink.received.length,
    unique: seen.size,
    duplicates: [...seen.values()].reduce((sum, n) => sum + n - 1, 0),
    missing: box.filter((r) => !seen.has(r.id)).map((r) => r.id),
    unknown: [...seen.keys()].filter((id) => !ids.has(id)),
    withoutId: sink.received.filter((mail) => !mail.messageId).length,
    unsent: box.filter((r) => !r.sent).map((r) => r.id),
  };
}

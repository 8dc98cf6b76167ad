/**
 * At most this many received messages are parsed and filed at once, by the SMTP listener and the
 * IMAP poller together (record 092): a parsed message holds its attachments in memory, so twelve
 * parallel 9.5 MB answers must wait their turn instead of being decoded side by side. The rest
 * wait on disk (spool.server.ts) or in their mailbox.
 */
export const INBOUND_CONCURRENCY = 1;

let active = 0;
let peak = 0;
const waiting: (() => void)[] = [];

async function acquire() {
  if (active < INBOUND_CONCURRENCY) active++;
  // A released slot is handed straight to the next in line, so `active` stays as it is.
  else await new Promise<void>((resolve) => waiting.push(resolve));
  peak = Math.max(peak, active);
}

function release() {
  const next = waiting.shift();
  if (next) next();
  else active--;
}

/** Runs `work` in one of the shared slots, waiting for one when all are taken. */
export async function inOneSlot<T>(work: () => Promise<T>): Promise<T> {
  await acquire();
  try {
    return await work();
  } finally {
    release();
  }
}

/** The most messages handled at once since the last reset (tests read it). */
export const slotUse = {
  peak: () => peak,
  reset: () => {
    peak = active;
  },
};

import type { LeadKind } from "~/lib/lead-kinds";
import { isLeadKind, leadKindIds } from "~/lib/lead-kinds";
import { forgetWeeklyCounts } from "../dashboard/lead-lists.server";
import { database } from "../db/index.server";
import { log } from "../log.server";

/**
 * "A lead arrived in list X", across instances: PostgreSQL NOTIFY on `lead_arrived` (within the
 * process on PGlite), fanned out in the process to the open /admin/events streams. The
 * database is listened to once, on the first subscriber; the payload is the list's kind only,
 * never personal data.
 *
 * When PostgreSQL's listening connection drops, every open stream is ended and no new one is
 * accepted until it is back (docs/decisions/067-listener-reconnect.md): a stream that stayed
 * open would look live while announcing nothing. The browser connects again (`retry`), and a
 * list whose stream opens again reloads, which covers the leads announced meanwhile.
 */
const CHANNEL = "lead_arrived";
type Listener = (kind: LeadKind) => void;

/** Each subscriber, with what to call when its announcements stop (the listener dropped). */
const listeners = new Map<Listener, () => void>();
let listening: Promise<void> | undefined;
let stopWatching: (() => void) | undefined;

function listenOnce(): Promise<void> {
  if (listening) return listening;
  const db = database();
  stopWatching ??= db.onListeningChange((up) => {
    // Leads may have arrived unannounced: the weekly counts are read again.
    for (const kind of leadKindIds) forgetWeeklyCounts(kind);
    if (up) return;
    for (const [listener, lost] of [...listeners]) {
      listeners.delete(listener);
      lost();
    }
  });
  listening = db
    .listen(CHANNEL, (payload) => {
      if (!isLeadKind(payload)) return;
      forgetWeeklyCounts(payload);
      for (const listener of listeners.keys()) listener(payload);
    })
    .catch((err) => {
      listening = undefined;
      stopWatching?.();
      stopWatching = undefined;
      throw err;
    });
  return listening;
}

/**
 * Calls `listener` for every lead that arrives until the returned function is called, or until
 * announcements stop because the database's listener dropped: then `lost` is called (once) and
 * the subscription is over. Fails while the listener is down.
 */
export async function subscribeLeads(listener: Listener, lost = () => {}): Promise<() => void> {
  listeners.set(listener, lost);
  try {
    await listenOnce();
    // A drop while this waited ended the subscription already (`lost` was called).
    if (!listeners.has(listener) || !database().listening()) {
      throw new Error("not listening: the database listener is down");
    }
  } catch (err) {
    listeners.delete(listener);
    throw err;
  }
  return () => {
    listeners.delete(listener);
  };
}

/** How many streams are open (for tests: a closed tab must leave none behind). */
export const openSubscriptions = () => listeners.size;

/** Announces a new lead after its transaction committed. Never fails the submission. */
export function leadArrived(kind: LeadKind) {
  database()
    .notify(CHANNEL, kind)
    .catch((err) => log().error({ err, kind }, "could not announce a new lead"));
}

/** Forgets the database subscription (tests switch databases). */
export function resetLeadEvents() {
  listening = undefined;
  stopWatching?.();
  stopWatching = undefined;
  listeners.clear();
}

import type { LeadListKind } from "~/lib/dashboard";
import { isLeadListKind } from "~/lib/dashboard";
import { forgetWeeklyCounts } from "../dashboard/leads.server";
import { database } from "../db/index.server";
import { log } from "../log.server";

/**
 * "A lead arrived in list X", across instances: PostgreSQL NOTIFY on `lead_arrived` (within the
 * process on PGlite), fanned out in the process to the open /admin/events streams. The
 * database is listened to once, on the first subscriber; the payload is the list's kind only,
 * never personal data.
 */
const CHANNEL = "lead_arrived";
type Listener = (kind: LeadListKind) => void;

const listeners = new Set<Listener>();
let listening: Promise<void> | undefined;

function listenOnce(): Promise<void> {
  listening ??= database()
    .listen(CHANNEL, (payload) => {
      if (!isLeadListKind(payload)) return;
      forgetWeeklyCounts(payload);
      for (const listener of listeners) listener(payload);
    })
    .catch((err) => {
      listening = undefined;
      throw err;
    });
  return listening;
}

/** Calls `listener` for every lead that arrives until the returned function is called. */
export async function subscribeLeads(listener: Listener): Promise<() => void> {
  listeners.add(listener);
  try {
    await listenOnce();
  } catch (err) {
    listeners.delete(listener);
    throw err;
  }
  return () => listeners.delete(listener);
}

/** How many streams are open (for tests: a closed tab must leave none behind). */
export const openSubscriptions = () => listeners.size;

/** Announces a new lead after its transaction committed. Never fails the submission. */
export function leadArrived(kind: LeadListKind) {
  database()
    .notify(CHANNEL, kind)
    .catch((err) => log().error({ err, kind }, "could not announce a new lead"));
}

/** Forgets the database subscription (tests switch databases). */
export function resetLeadEvents() {
  listening = undefined;
  listeners.clear();
}

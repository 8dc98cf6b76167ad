import type { LeadKind } from "~/lib/lead-kinds";
import type { SessionUser } from "../auth/session.server";
import { areaOfList, mayUse } from "../auth/staff-access.server";
import { privateNoStore } from "../http/headers.server";
import { log } from "../log.server";
import { subscribeLeads } from "./lead-events.server";

/** Seconds between keep-alive comments (the spec's realtime heartbeat, §9). */
export const HEARTBEAT_MS = 25_000;

const encoder = new TextEncoder();
/** Open streams' keep-alive writers; one shared timer runs only while there are any. */
const beats = new Set<() => void>();
let heartbeat: ReturnType<typeof setInterval> | undefined;

function addBeat(beat: () => void) {
  beats.add(beat);
  heartbeat ??= setInterval(() => {
    for (const write of beats) write();
  }, HEARTBEAT_MS);
  heartbeat.unref?.();
}

/** Ends every open stream, and answers new ones with an empty stream (the server is stopping). */
const openStreams = new Set<() => void>();
let stopping = false;

/**
 * Called when shutdown begins: an open stream is a request that never finishes, so the server
 * would wait out its whole grace period for it (10 s) before stopping. Each client connects again
 * after `retry`, to an instance that is not stopping.
 */
export function endEventStreams() {
  stopping = true;
  for (const end of [...openStreams]) end();
}

function removeBeat(beat: () => void) {
  beats.delete(beat);
  if (beats.size === 0 && heartbeat) {
    clearInterval(heartbeat);
    heartbeat = undefined;
  }
}

/**
 * Server-Sent Events for the staff lists: `event: lead` with the list's kind, only for lists
 * the viewer may see (HR: applications). Ends, and unsubscribes, when the client goes away.
 * A client that does not ask for an event stream gets an empty one that ends at once, and so
 * does one whose subscription failed (EventSource connects again after `retry`).
 */
export async function leadEventStream(request: Request, viewer: SessionUser): Promise<Response> {
  const headers = {
    "Content-Type": "text/event-stream; charset=utf-8",
    ...privateNoStore,
    "X-Accel-Buffering": "no",
  };
  const ended = () => new Response("retry: 2000\n\n", { status: 200, headers });
  const wantsStream = request.headers.get("Accept")?.includes("text/event-stream");
  if (!wantsStream || request.signal.aborted || stopping) return ended();

  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let cleanup = () => {};
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
    cancel: () => cleanup(),
  });
  const write = (text: string) => {
    try {
      controller?.enqueue(encoder.encode(text));
    } catch {
      cleanup();
    }
  };
  const maySee = (kind: LeadKind) => mayUse(viewer.role, areaOfList(kind));
  // Listening before the answer goes out: a client that sees the stream open misses no lead
  // announced from then on (the list it reloads on reconnecting covers the time before). If the
  // database's listener drops, the stream ends, so the client connects again and reloads.
  let unsubscribe: () => void;
  try {
    unsubscribe = await subscribeLeads(
      (kind) => {
        if (maySee(kind)) write(`event: lead\ndata: ${kind}\n\n`);
      },
      () => cleanup(),
    );
  } catch (err) {
    log().error({ err }, "could not listen for new leads");
    return ended();
  }
  const beat = () => write(": ping\n\n");
  let done = false;
  cleanup = () => {
    if (done) return;
    done = true;
    unsubscribe();
    removeBeat(beat);
    openStreams.delete(cleanup);
    request.signal.removeEventListener("abort", cleanup);
    try {
      controller?.close();
    } catch {
      // already closed
    }
  };
  addBeat(beat);
  openStreams.add(cleanup);
  request.signal.addEventListener("abort", cleanup);
  if (request.signal.aborted || stopping) cleanup();
  else write("retry: 2000\n: open\n\n");
  return new Response(body, { status: 200, headers });
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, engine } from "../../../tests/support/test-database";
import type { Database } from "../db/client.server";
import { useDatabase } from "../db/index.server";
import { guardFields, visitor } from "../intake/testing.server";
import { submitContactMessage } from "../leads/leads.server";
import { leadEventStream } from "./event-stream.server";
import { leadArrived, openSubscriptions, resetLeadEvents } from "./lead-events.server";

const admin = { id: "a", email: "a@example.com", name: "A", role: "admin" };
const hr = { id: "h", email: "h@example.com", name: "H", role: "hr" };

function open(viewer: typeof admin) {
  const abort = new AbortController();
  const request = new Request("http://x/admin/events", {
    headers: { Accept: "text/event-stream" },
    signal: abort.signal,
  });
  return { abort, response: leadEventStream(request, viewer) };
}

/** Reads the stream until `text` appears, or fails after `ms`. */
async function readUntil(body: ReadableStream<Uint8Array>, text: string, ms = 2000) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let seen = "";
  const deadline = Date.now() + ms;
  try {
    while (!seen.includes(text) && Date.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
      ]);
      if (!chunk || chunk.done) break;
      seen += decoder.decode(chunk.value);
    }
  } finally {
    reader.releaseLock();
  }
  return seen;
}

describe(`live lists over /admin/events (${engine})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    useDatabase(database);
    resetLeadEvents();
  });
  afterAll(async () => {
    resetLeadEvents();
    await database.close();
  });

  it("tells staff about a new lead; HR only about applications; a closed stream leaves nothing", async () => {
    const forAdmin = open(admin);
    const forHr = open(hr);
    const adminBody = (await forAdmin.response).body;
    const hrBody = (await forHr.response).body;
    if (!adminBody || !hrBody) throw new Error("no stream");
    expect(openSubscriptions()).toBe(2);
    // No waiting here: the answer comes once the database listens, so a lead sent right away
    // is announced (it raced the LISTEN before, and failed once in CI).

    const values = { ...guardFields(), name: "Live", email: "live@example.com", message: "Hi" };
    expect((await submitContactMessage(values, visitor(), database.db)).ok).toBe(true);
    expect(await readUntil(adminBody, "data: contacts")).toContain("event: lead\ndata: contacts");

    leadArrived("applications");
    const hrSeen = await readUntil(hrBody, "data: applications");
    expect(hrSeen).toContain("data: applications");
    expect(hrSeen).not.toContain("contacts");

    forAdmin.abort.abort();
    forHr.abort.abort();
    expect(openSubscriptions()).toBe(0);
  });

  it("a request that is not an EventSource gets an empty answer at once", async () => {
    const response = await leadEventStream(new Request("http://x/admin/events"), admin);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.text()).toBe("retry: 2000\n\n");
    expect(openSubscriptions()).toBe(0);
  });
});

// fault:kill's booking load (record 077): demo requests through the public form, then visitors
// booking a time through the real /book/:token action while the server is SIGKILLed, and, on
// the restarted server, resubmitting what got no answer. Checks in booking-checks.ts.
import { randomUUID } from "node:crypto";
import { sleep } from "./lib.ts";

/** One visitor with a demo request: their booking link and what their posts got. */
export interface Visitor {
  email: string;
  token: string;
  leadId: string;
  /** Every post: the time asked for, the answer ("error": none came), when it was sent. */
  posts: { start: string; status: number | "error"; at: number }[];
  /** The time to post next: the first free one when the load starts, then what answers offer. */
  next: string | null;
  /** A 302 to `?booked=1` came back: the client saw the booking succeed. */
  booked: boolean;
}

const weekHours = JSON.stringify(
  Object.fromEntries(
    [0, 1, 2, 3, 4, 5, 6].map((d) => [String(d), [{ start: "08:00", end: "20:00" }]]),
  ),
);

/** Two bookable admins, every day 08:00–20:00 UTC, a 15-minute buffer after each meeting. */
export function staffSql(runId: string): string {
  const staff = [0, 1].map((i) => ({
    id: `fault-staff-${runId}-${i}`,
    email: `fault-staff-${runId}-${i}@example.com`,
  }));
  const users = staff
    .map((s, i) => `('${s.id}', 'Fault Staff ${i}', '${s.email}', true, 'admin')`)
    .join(", ");
  const availability = staff
    .map(
      (s) =>
        `('${s.id}', 'UTC', '${weekHours}'::jsonb, 15, 60, 40, 'https://meet.example.com/fault')`,
    )
    .join(", ");
  return `insert into users (id, name, email, email_verified, role) values ${users};
    insert into staff_availability (user_id, time_zone, weekly_hours, buffer_after_minutes,
      min_notice_minutes, max_per_day, meeting_link) values ${availability};`;
}

/** The lead id a book link names (its payload is `book:demos:<id>:<expiry>`). */
function leadOf(token: string): string {
  const payload = Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8");
  return payload.split(":")[2] ?? "";
}

/** `count` demo requests through /api/demo-requests; each answer carries its booking link. */
export async function requestDemos(origin: string, runId: string, count: number) {
  const visitors: Visitor[] = [];
  for (let n = 0; n < count; n++) {
    const email = `fault-book-${runId}-${n}@example.com`;
    const res = await fetch(`${origin}/api/demo-requests`, {
      method: "POST",
      body: new URLSearchParams({
        name: `Booking Visitor ${n}`,
        email,
        formKey: randomUUID(),
        startedAt: String(Date.now() - 60_000),
        website: "",
      }),
      headers: { origin },
    });
    const text = await res.text();
    const token = /\/book\/([\w-]+\.[\w-]+)/.exec(text)?.[1];
    if (res.status >= 300 || !token)
      throw new Error(`demo request ${n}: ${res.status}, no booking link: ${text.slice(0, 200)}`);
    visitors.push({
      email,
      token,
      leadId: leadOf(token),
      posts: [],
      next: null,
      booked: false,
    });
  }
  return visitors;
}

/** The free times a booking page (or its 409 answer) offers, first first. */
const slotsIn = (html: string) =>
  [...html.matchAll(/<button [^>]*>/g)]
    .filter((m) => m[0].includes('name="start"'))
    .map((m) => /value="([^"]+)"/.exec(m[0])?.[1] ?? "")
    .filter(Boolean);

async function firstFree(origin: string, visitor: Visitor): Promise<string | null> {
  const res = await fetch(`${origin}/book/${visitor.token}?tz=UTC`, {
    signal: AbortSignal.timeout(20_000),
  });
  return slotsIn(await res.text())[0] ?? null;
}

/** Every visitor aims at the same first free time, so that their posts collide. */
export async function aimAtFirstFree(origin: string, visitors: Visitor[]) {
  const first = visitors[0] ? await firstFree(origin, visitors[0]) : null;
  for (const visitor of visitors) visitor.next = first;
  return first;
}

/** One post of `start`; what came back (a 409's page offers the next free times). */
async function post(origin: string, visitor: Visitor, start: string) {
  const sent = { start, status: "error" as number | "error", at: performance.now() };
  visitor.posts.push(sent);
  try {
    const res = await fetch(`${origin}/book/${visitor.token}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "book", tz: "UTC", start }),
      headers: { origin },
      redirect: "manual",
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    sent.status = res.status;
    const booked = res.status === 302 && /booked=1/.test(res.headers.get("location") ?? "");
    if (booked) visitor.booked = true;
    return { status: res.status, booked, next: slotsIn(text) };
  } catch {
    return { status: "error" as const, booked: false, next: [] };
  }
}

/**
 * Books the visitors not booked yet, `concurrency` at a time, for at most `durationMs`: a 409
 * moves to the first free time its page offers, no answer (the server is down) resubmits the
 * same time a moment later, as a visitor pressing the button again would.
 */
export async function bookingLoad(o: {
  origin: string;
  visitors: Visitor[];
  concurrency: number;
  durationMs: number;
}) {
  const t0 = performance.now();
  const queue = o.visitors.filter((v) => !v.booked);
  let next = 0;
  const worker = async () => {
    while (performance.now() - t0 < o.durationMs) {
      const visitor = queue[next++];
      if (!visitor) return;
      while (!visitor.booked && performance.now() - t0 < o.durationMs) {
        visitor.next ??= await firstFree(o.origin, visitor).catch(() => null);
        const start = visitor.next;
        if (!start) {
          await sleep(100); // down, or nothing free: look again
          continue;
        }
        const answer = await post(o.origin, visitor, start);
        if (answer.status === 409) visitor.next = answer.next.find((s) => s !== start) ?? null;
        else if (answer.status === "error") await sleep(100);
        else if (!answer.booked) visitor.next = null;
      }
    }
  };
  await Promise.all(Array.from({ length: o.concurrency }, worker));
}

/** Counts of the posts' answers, e.g. "302: 12, 409: 30, error: 6". */
export function byAnswer(posts: Visitor["posts"]): string {
  const counts = new Map<string, number>();
  for (const p of posts) counts.set(String(p.status), (counts.get(String(p.status)) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${s}: ${n}`).join(", ") || "none";
}

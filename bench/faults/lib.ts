// Shared pieces of the fault scripts: a time-bounded mixed submission load that records every
// answer, readiness polling and the outage flags (sink.ts: the SMTP peer; db.ts: the checks;
// report.ts: the failures and the verdict line).
import { randomBytes, randomUUID } from "node:crypto";
import { positiveInt, positiveNumber } from "../lib/args.ts";

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
export const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Server variables every fault run uses (the database and SMTP_URL come on top). */
export function baseEnv(smtpUrl: string): Record<string, string> {
  return {
    SMTP_URL: smtpUrl,
    FORM_MIN_FILL_MS: "0",
    FORM_RATE_LIMIT: "1000000",
    BOOKING_RATE_LIMIT: "1000000",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    // The webhook fault's receiver listens on 127.0.0.1 (refused without this switch).
    WEBHOOK_ALLOW_PRIVATE: "1",
  };
}

// ---- load ----------------------------------------------------------------------------------

export type Kind = "quote" | "application";
export interface Attempt {
  n: number;
  kind: Kind;
  email: string;
  /** HTTP status, or "error" when no answer came (refused, reset, timeout). */
  status: number | "error";
  at: number;
  ms: number;
  detail?: string;
}

const PDF = "%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n";

function body(kind: Kind, email: string, n: number, jobId: string): BodyInit {
  const common = { name: `Fault Tester ${n}`, email, formKey: randomUUID() };
  const startedAt = String(Date.now() - 60_000);
  if (kind === "quote") {
    const description = `Fault-test quote ${n}: move a legacy ERP to the cloud.`;
    const fields = { ...common, industry: "Technology", description, startedAt, website: "" };
    return new URLSearchParams(fields);
  }
  const form = new FormData();
  for (const [k, v] of Object.entries({
    ...common,
    jobId,
    startedAt,
    website: "",
    consent: "yes",
  })) {
    form.set(k, v);
  }
  form.set("resume", new Blob([PDF], { type: "application/pdf" }), `cv-${n}.pdf`);
  return form;
}

/**
 * Mixed submissions (every 5th an application with a résumé, the rest quotes), each with its own
 * email `fault-<runId>-<n>@example.com`. `run` keeps `concurrency` requests going for
 * `durationMs` (optionally at most `ratePerSec`); attempts accumulate across runs.
 */
export function mixedLoad(runId: string, jobId: string) {
  const attempts: Attempt[] = [];
  let next = 0;
  async function run(o: {
    origin: string;
    concurrency: number;
    durationMs: number;
    ratePerSec?: number;
    timeoutMs?: number;
  }) {
    const t0 = performance.now();
    const first = next;
    const worker = async () => {
      while (performance.now() - t0 < o.durationMs) {
        const n = next++;
        if (o.ratePerSec) {
          const due = t0 + ((n - first) * 1000) / o.ratePerSec;
          if (due - t0 >= o.durationMs) return;
          await sleep(due - performance.now());
        }
        const kind: Kind = n % 5 === 4 ? "application" : "quote";
        const email = `fault-${runId}-${n}@example.com`;
        const path = kind === "quote" ? "/api/quotes" : "/careers";
        const at = performance.now();
        const attempt: Attempt = { n, kind, email, status: "error", at, ms: 0 };
        attempts.push(attempt);
        try {
          const res = await fetch(`${o.origin}${path}`, {
            method: "POST",
            body: body(kind, email, n, jobId),
            headers: { origin: o.origin },
            signal: AbortSignal.timeout(o.timeoutMs ?? 20_000),
          });
          const text = await res.text();
          attempt.status = res.status;
          if (res.status >= 300) attempt.detail = text.slice(0, 200);
        } catch (error) {
          const e = error as Error & { cause?: { code?: string } };
          attempt.detail = `${e.name}: ${e.cause?.code ?? e.message}`;
        }
        attempt.ms = performance.now() - at;
        if (attempt.status === "error") await sleep(50); // don't spin while the server is down
      }
    };
    await Promise.all(Array.from({ length: o.concurrency }, worker));
  }
  return { attempts, run };
}

export const is2xx = (a: Attempt) => typeof a.status === "number" && a.status < 300;

export function byStatus(attempts: Attempt[]): string {
  const counts = new Map<string, number>();
  for (const a of attempts) counts.set(String(a.status), (counts.get(String(a.status)) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${s}: ${n}`).join(", ") || "none";
}

export async function waitReady(origin: string, timeoutMs = 60_000): Promise<number> {
  const t0 = performance.now();
  while (performance.now() - t0 < timeoutMs) {
    const ok = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(3_000) })
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return performance.now() - t0;
    await sleep(200);
  }
  throw new Error(`/readyz not 200 after ${secs(timeoutMs)}`);
}

/**
 * The flags every outage run takes: how long the outage lasts (`defaultOutageSeconds` unless
 * --outage-seconds says), how many submissions at once, how long the drain after it may take.
 */
export function outageFlags(
  args: Record<"outage-seconds" | "concurrency" | "drain-timeout", unknown>,
  defaultOutageSeconds: number,
) {
  return {
    outageMs: positiveNumber(args["outage-seconds"], "outage-seconds", defaultOutageSeconds) * 1000,
    concurrency: positiveInt(args.concurrency, "concurrency", 4),
    drainTimeoutMs: positiveNumber(args["drain-timeout"], "drain-timeout", 600) * 1000,
  };
}

import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A new endpoint's secret: shown once when the endpoint is added, never again. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

/**
 * The signature header of a delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`.
 * Signing the timestamp with the body lets a receiver refuse old deliveries replayed later.
 */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  const digest = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${digest}`;
}

/** A receiver's check of a signature header (used by tests and the fault script). */
export function verifyWebhook(
  secret: string,
  body: string,
  header: string,
  options: { now?: number; toleranceSeconds?: number } = {},
): boolean {
  const parts = new Map(header.split(",").map((part) => part.split("=", 2) as [string, string]));
  const timestamp = Number(parts.get("t"));
  const given = parts.get("v1") ?? "";
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? 300)) return false;
  const expected = signWebhook(secret, body, timestamp).split("v1=")[1] ?? "";
  return timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(given, "hex"));
}

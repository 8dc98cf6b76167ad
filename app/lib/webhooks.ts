/** The events a webhook endpoint can receive. */
export const webhookEvents = {
  "lead.created": "A lead arrives",
  "lead.status_changed": "A lead's status changes",
  "lead.assigned": "A lead is assigned",
  "lead.replied": "An answer comes in by e-mail",
  "deal.won": "A deal is won",
} as const;

export type WebhookEvent = keyof typeof webhookEvents;

export function isWebhookEvent(value: unknown): value is WebhookEvent {
  return typeof value === "string" && Object.hasOwn(webhookEvents, value);
}

/** The headers of every delivery: what it is, and its signature over timestamp and body. */
export const webhookHeaders = {
  event: "x-brazos-event",
  delivery: "x-brazos-delivery",
  signature: "x-brazos-signature",
} as const;

/**
 * Where a webhook may point: https anywhere, or http only on this machine (for testing). Null
 * when acceptable, else what is wrong.
 */
export function webhookUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "Enter a full URL, such as https://hooks.example.com/brazos.";
  }
  if (url.username || url.password) return "Leave user names and passwords out of the URL.";
  if (url.protocol === "https:") return null;
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol === "http:" && local) return null;
  return "Use an https:// URL (http:// is only allowed on localhost, for testing).";
}

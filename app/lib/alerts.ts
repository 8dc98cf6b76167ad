import { type LeadKind, leadKinds } from "./lead-kinds";

/** How a staff member hears of a new lead of one list. */
export const alertModes = {
  each: "An e-mail for each new lead",
  digest: "Only the daily digest",
  none: "Nothing",
} as const;

export type AlertMode = keyof typeof alertModes;

export function isAlertMode(value: unknown): value is AlertMode {
  return typeof value === "string" && Object.hasOwn(alertModes, value);
}

/**
 * Until they choose: admins hear of each quote and demo request, HR of each application, and
 * nobody of a list that asks for no answer.
 */
export function defaultAlertMode(role: string, kind: LeadKind): AlertMode {
  // A list that asks for no answer (the newsletter's, record 079) stays out of mail and digest.
  if (!leadKinds[kind].awaitsAnswer) return "none";
  if (role === "admin") return kind === "quotes" || kind === "demos" ? "each" : "digest";
  if (role === "hr") return kind === "applications" ? "each" : "digest";
  return "digest";
}

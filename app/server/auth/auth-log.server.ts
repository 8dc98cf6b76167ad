import { log } from "../log.server";

/**
 * Authentication events, one JSON line each, for the security log. Never logs passwords or
 * tokens: callers pass ids, addresses and outcomes only.
 */
export type AuthEvent =
  | "sign-in"
  | "sign-in-failed"
  | "sign-out"
  | "sign-up"
  | "password-reset"
  | "role-changed"
  | "user-updated"
  | "session-expired";

export function logAuthEvent(event: AuthEvent, details: Record<string, unknown> = {}) {
  log().info({ type: "auth", event, ...details }, `auth ${event}`);
}

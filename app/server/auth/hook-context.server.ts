import type { createAuthMiddleware } from "better-auth/api";

/** What better-auth hands a plugin's hook: the request's path, headers, body and auth context. */
export type HookCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The client address the host put on the request (the header auth.server reads too). */
export const clientAddress = (ctx: { headers?: Headers }) =>
  ctx.headers?.get("x-client-ip") ?? null;

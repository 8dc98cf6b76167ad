import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { db } from "../db/index.server";
import { recordAudit } from "../privacy/audit.server";

const CONFIRM = "/two-factor/verify-totp";
const DISABLE = "/two-factor/disable";

type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

type Person = { id: string; email: string };

/**
 * Who confirmed or turned off the factor. Confirming a new app replaces the session with one
 * that holds the factor; a code checked again for an app already on makes none.
 */
function personOf(ctx: Ctx): Person | null {
  const found = ctx.path === CONFIRM ? ctx.context.newSession : ctx.context.session;
  return found ? { id: found.user.id, email: found.user.email } : null;
}

/**
 * An authenticator app turned on or off goes into the audit log whichever way the endpoint is
 * called, our page or a script. Confirming a new app answers like a sign-in's second step, but
 * without the pending sign-in cookie (record 065).
 */
export const factorAudit = () =>
  ({
    id: "factor-audit",
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === CONFIRM || ctx.path === DISABLE,
          handler: createAuthMiddleware(async (ctx) => {
            if (isAPIError(ctx.context.returned)) return;
            const challenge = ctx.context.createAuthCookie("two_factor").name;
            if (ctx.path === CONFIRM && ctx.getCookie(challenge)) return;
            const person = personOf(ctx);
            if (!person) return;
            await recordAudit(db(), {
              action: ctx.path === CONFIRM ? "two-factor-enabled" : "two-factor-disabled",
              actor: person,
              subject: { kind: "user", id: person.id },
              ip: ctx.headers?.get("x-client-ip") ?? null,
            });
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;

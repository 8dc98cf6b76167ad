import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { type AuditAction, recordAudit } from "../audit/audit.server";
import { db } from "../db/index.server";
import { clientAddress, type HookCtx } from "./hook-context.server";
import { isStaff } from "./permissions.server";

const CONFIRM = "/two-factor/verify-totp";
const DISABLE = "/two-factor/disable";
const CHANGE_PASSWORD = "/change-password";
const AUDITED = new Set([CONFIRM, DISABLE, CHANGE_PASSWORD]);

type Person = { id: string; email: string; role?: string | null };

/**
 * Who acted. Confirming a new app replaces the session with one that holds the factor (a code
 * checked again for an app already on makes none); the others act in the caller's session.
 */
function personOf(ctx: HookCtx): Person | null {
  const found = ctx.path === CONFIRM ? ctx.context.newSession : ctx.context.session;
  return found ? (found.user as Person) : null;
}

function actionOf(ctx: HookCtx, person: Person): AuditAction | null {
  if (ctx.path === CONFIRM) {
    // A sign-in's second step carries the pending sign-in cookie; a confirmation does not.
    const challenge = ctx.context.createAuthCookie("two_factor").name;
    return ctx.getCookie(challenge) ? null : "two-factor-enabled";
  }
  if (ctx.path === DISABLE) return "two-factor-disabled";
  return isStaff(person.role ?? "user") ? "password-changed" : null;
}

/**
 * Second factors turned on or off, and staff passwords changed, go into the audit log whichever
 * way the endpoint is called, our page or a script (record 065). A password reset by e-mail
 * is audited where better-auth reports it (auth.server's onPasswordReset).
 */
export const accountAudit = () =>
  ({
    id: "account-audit",
    hooks: {
      after: [
        {
          matcher: (ctx) => AUDITED.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            if (isAPIError(ctx.context.returned)) return;
            const person = personOf(ctx);
            const action = person && actionOf(ctx, person);
            if (!person || !action) return;
            await recordAudit(db(), {
              action,
              actor: { id: person.id, email: person.email },
              subject: { kind: "user", id: person.id },
              ip: clientAddress(ctx),
            });
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;

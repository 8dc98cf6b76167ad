import { APIError, type BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { SIGN_IN_WITH_PASSKEY } from "~/lib/forms/two-factor";
import type { HookCtx } from "./hook-context.server";
import { mayAddSecondFactor, signedInWithSecondFactor } from "./passkeys.server";
import { isStaff } from "./permissions.server";

/**
 * Who may call each of better-auth's endpoints (record 065). Our pages call them through the
 * same handler as any script (endpoint.server), so a rule here holds for both.
 *
 * - `closed`: the product never uses it; it answers 404 however it is called.
 * - `server`: our own code calls it directly (`auth().api`), never over HTTP.
 * - `anyone`: the sign-in steps and the links sent by e-mail; better-auth checks the rest.
 * - `own-account`: a signed-in person changing their own account; staff only in a session that
 *   was opened or confirmed with a second factor.
 * - `add-factor`: adding a second factor. Staff without one may set up their first; staff who
 *   have a passkey must have signed in with it (a stolen password adds no factor).
 * - `sign-in-code`: without a session, the second step of a sign-in; with one, the confirmation
 *   of a new authenticator app, ruled as `add-factor`.
 * - `plain-user`: signed-in accounts that are not staff (staff keep their second factor).
 */
export type Access =
  | "closed"
  | "server"
  | "anyone"
  | "own-account"
  | "add-factor"
  | "sign-in-code"
  | "plain-user";

export const endpointRules: Record<string, Access> = {
  "/ok": "closed",
  "/error": "anyone",
  // Sessions: read and ended by our own code; signing out is a form anyone may post.
  "/get-session": "server",
  "/revoke-session": "server",
  "/sign-out": "anyone",
  "/update-session": "closed",
  "/list-sessions": "closed",
  "/revoke-sessions": "closed",
  "/revoke-other-sessions": "own-account",
  // E-mail and password.
  "/sign-up/email": "anyone",
  "/sign-in/email": "anyone",
  "/verify-email": "anyone",
  "/send-verification-email": "anyone",
  "/request-password-reset": "anyone",
  "/reset-password/:token": "anyone",
  "/reset-password": "anyone",
  // Account deletion checks the password itself (accounts/settings.server).
  "/verify-password": "server",
  "/change-email": "own-account",
  "/change-password": "own-account",
  "/update-user": "own-account",
  "/delete-user": "closed",
  "/delete-user/callback": "closed",
  // No social sign-in or linked accounts.
  "/sign-in/social": "closed",
  "/callback/:id": "closed",
  "/link-social": "closed",
  "/list-accounts": "closed",
  "/unlink-account": "closed",
  "/refresh-token": "closed",
  "/get-access-token": "closed",
  "/account-info": "closed",
  // The admin plugin gives us roles; User Management changes them in our own transaction with
  // its audit row (dashboard/users.server), so none of its endpoints is open.
  "/admin/set-role": "closed",
  "/admin/get-user": "closed",
  "/admin/create-user": "closed",
  "/admin/update-user": "closed",
  "/admin/list-users": "closed",
  "/admin/list-user-sessions": "closed",
  "/admin/unban-user": "closed",
  "/admin/ban-user": "closed",
  "/admin/impersonate-user": "closed",
  "/admin/stop-impersonating": "closed",
  "/admin/revoke-user-session": "closed",
  "/admin/revoke-user-sessions": "closed",
  "/admin/remove-user": "closed",
  "/admin/set-user-password": "closed",
  "/admin/has-permission": "closed",
  // Second factors.
  "/two-factor/enable": "add-factor",
  "/two-factor/verify-totp": "sign-in-code",
  "/two-factor/verify-backup-code": "sign-in-code",
  "/two-factor/disable": "plain-user",
  "/two-factor/get-totp-uri": "closed",
  "/two-factor/send-otp": "closed",
  "/two-factor/verify-otp": "closed",
  "/two-factor/generate-backup-codes": "closed",
  "/passkey/generate-register-options": "add-factor",
  "/passkey/verify-registration": "add-factor",
  "/passkey/generate-authenticate-options": "anyone",
  "/passkey/verify-authentication": "anyone",
  "/passkey/delete-passkey": "own-account",
  "/passkey/list-user-passkeys": "closed",
  "/passkey/update-passkey": "closed",
};

type Found = NonNullable<Awaited<ReturnType<typeof getSessionFromCtx>>>;

const notFound = () => new APIError("NOT_FOUND", { message: "Not found", code: "NOT_FOUND" });
const forbidden = (message: string, code: string) => new APIError("FORBIDDEN", { message, code });
const unauthorized = () =>
  new APIError("UNAUTHORIZED", { message: "Please log in.", code: "UNAUTHORIZED" });

/** The account behind a session, as the rules see it. */
function viewerOf({ user, session }: Found) {
  return {
    id: user.id,
    role: (user as { role?: string | null }).role ?? "user",
    secondFactor: signedInWithSecondFactor(session as { signInMethod?: string | null }),
  };
}

/** A staff session counts only if it was opened or confirmed with a second factor. */
function mayActOnOwnAccount(viewer: ReturnType<typeof viewerOf>) {
  return !isStaff(viewer.role) || viewer.secondFactor;
}

async function signedIn(ctx: HookCtx) {
  const found = await getSessionFromCtx(ctx).catch(() => null);
  return found ? viewerOf(found) : null;
}

async function requireMayAddFactor(ctx: HookCtx) {
  const viewer = await signedIn(ctx);
  if (!viewer) throw unauthorized();
  if (!(await mayAddSecondFactor(viewer))) {
    throw forbidden(SIGN_IN_WITH_PASSKEY, "SIGN_IN_WITH_PASSKEY");
  }
}

/** Throws the refusal for a call `access` does not allow; returns when it may go on. */
async function enforce(access: Access, ctx: HookCtx): Promise<void> {
  switch (access) {
    case "closed":
      throw notFound();
    case "server":
      // A direct call from our code carries no Request; one over HTTP does.
      if (ctx.request) throw notFound();
      return;
    case "anyone":
      return;
    case "own-account": {
      const viewer = await signedIn(ctx);
      if (!viewer) throw unauthorized();
      if (!mayActOnOwnAccount(viewer)) {
        throw forbidden("Set up your second factor first.", "SECOND_FACTOR_REQUIRED");
      }
      return;
    }
    case "add-factor":
      return requireMayAddFactor(ctx);
    case "sign-in-code":
      // No session: better-auth's pending sign-in cookie decides.
      if (await signedIn(ctx)) await requireMayAddFactor(ctx);
      return;
    case "plain-user": {
      const viewer = await signedIn(ctx);
      if (!viewer) throw unauthorized();
      if (isStaff(viewer.role)) throw forbidden("Staff accounts keep it on.", "STAFF_KEEP_FACTOR");
      return;
    }
    default: {
      const unknown: never = access;
      throw new Error(`No rule for access ${String(unknown)}`);
    }
  }
}

/**
 * The rule table as better-auth's first plugin: every endpoint call, over HTTP or from our code,
 * passes here before any other hook. An endpoint missing from the table is closed.
 */
export const endpointRulesGuard = () =>
  ({
    id: "endpoint-rules",
    hooks: {
      before: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            await enforce(endpointRules[ctx.path ?? ""] ?? "closed", ctx);
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;

import { APIError, type BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/audit.server";
import { db } from "../db/index.server";
import { users } from "../db/schema.server";
import { deviceCookie, deviceToken, knownDevice } from "./device-cookie.server";
import { clientAddress } from "./hook-context.server";
import { isStaff } from "./permissions.server";
import {
  chargeSignInAttempt,
  refundSignInAttempt,
  type SignInAttempt,
} from "./sign-in-limit.server";

const PASSWORD_SIGN_IN = "/sign-in/email";
const PASSKEY_SIGN_IN = "/passkey/verify-authentication";
/** The paths that end with a session: the password step, the second factor after it, a passkey. */
const SESSION_PATHS = new Set([
  PASSWORD_SIGN_IN,
  PASSKEY_SIGN_IN,
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
]);

type HookContext = { headers?: Headers; body?: unknown };
type CookieContext = { getCookie: (name: string) => string | null | undefined };
const addressOf = (ctx: HookContext) => clientAddress(ctx) ?? "unknown";
const emailOf = (ctx: HookContext) => {
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email : "";
};

/** The attempt to charge: the account, the address, and the device if it knows the account. */
const attemptOf = (ctx: HookContext & CookieContext): SignInAttempt => {
  const email = emailOf(ctx);
  const token = ctx.getCookie(deviceCookie().name);
  return { email, ip: addressOf(ctx), device: knownDevice(token, email) };
};

/**
 * Our sign-in rules on better-auth's own endpoints, so they hold whichever way sign-in is
 * called: failures counted per account and per address, or per known device
 * (sign-in-limit.server, record 098), and staff sign-ins and failed staff sign-ins in the audit
 * log. Listed after the twoFactor plugin, so a password step that still waits for its second
 * factor is not taken for a sign-in.
 */
export const signInGuard = () =>
  ({
    id: "sign-in-guard",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === PASSWORD_SIGN_IN,
          handler: createAuthMiddleware(async (ctx) => {
            const retryAfter = await chargeSignInAttempt(db(), attemptOf(ctx));
            if (retryAfter !== null) {
              throw new APIError("TOO_MANY_REQUESTS", {
                message: "Too many requests. Please try again later.",
                code: "TOO_MANY_FAILED_SIGN_INS",
              });
            }
          }),
        },
      ],
      after: [
        {
          // better-auth answers a sign-up for a known address with a made-up account that lacks
          // our fields ("role": null), which tells the two apart: every sign-up that was taken
          // gets the same answer, and the confirmation (or a notice) comes by e-mail.
          matcher: (ctx) => ctx.path === "/sign-up/email",
          handler: createAuthMiddleware(async (ctx) => {
            if (isAPIError(ctx.context.returned)) return;
            return ctx.json({ token: null, status: true });
          }),
        },
        {
          matcher: (ctx) => SESSION_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const ip = addressOf(ctx);
            const returned = ctx.context.returned;
            if (
              ctx.path === PASSWORD_SIGN_IN &&
              !(isAPIError(returned) && returned.statusCode === 401)
            ) {
              // Not a wrong password: a session, a second step, or an unconfirmed address (403),
              // which all knew the password. The attempt charged before is given back.
              await refundSignInAttempt(db(), attemptOf(ctx));
            }
            if (ctx.path === PASSWORD_SIGN_IN && isAPIError(returned)) {
              if (returned.statusCode !== 401) return;
              const email = emailOf(ctx);
              const [user] = await db()
                .select({ id: users.id, role: users.role })
                .from(users)
                .where(eq(users.email, email.trim().toLowerCase()));
              if (user && isStaff(user.role)) {
                await recordAudit(db(), {
                  action: "sign-in-failed",
                  actor: null,
                  subject: { kind: "user", id: user.id },
                  ip,
                });
              }
              return;
            }
            const session = ctx.context.newSession;
            if (session) {
              // This browser now knows the account (record 098); a new token at each sign-in.
              const cookie = deviceCookie();
              ctx.setCookie(cookie.name, deviceToken(session.user.email), cookie.attributes);
            }
            if (!session || !isStaff((session.user as { role?: string }).role)) return;
            // Confirming a new authenticator app also makes a session; only a sign-in counts.
            const challenge = ctx.context.createAuthCookie("two_factor").name;
            const step =
              ctx.path === PASSWORD_SIGN_IN
                ? "password"
                : ctx.path === PASSKEY_SIGN_IN
                  ? "passkey"
                  : "second-factor";
            if (step === "second-factor" && !ctx.getCookie(challenge)) return;
            await recordAudit(db(), {
              action: "sign-in",
              actor: { id: session.user.id, email: session.user.email },
              subject: { kind: "user", id: session.user.id },
              detail: { step },
              ip,
            });
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;

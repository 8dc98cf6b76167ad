import { passkey } from "@better-auth/passkey";
import { APIError, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { isAPIError } from "better-auth/api";
import { admin, twoFactor } from "better-auth/plugins";
import { site } from "~/content/site";
import { hitRateLimit } from "../abuse/rate-limit.server";
import { recordAudit } from "../audit/audit.server";
import { config, passkeyRelyingParty } from "../config.server";
import { db } from "../db/index.server";
import {
  accounts,
  passkeys,
  sessions,
  twoFactors,
  users,
  verifications,
} from "../db/schema.server";
import { claimEarlierSubmissions } from "../leads/claim.server";
import { releaseLeadsOf } from "../leads/release.server";
import { log } from "../log.server";
import { authSecret } from "../signing/secret.server";
import { accountAudit } from "./account-audit.server";
import { queueAccountEmail } from "./account-mail.server";
import { logAuthEvent } from "./auth-log.server";
import { endpointRulesGuard } from "./endpoint-rules.server";
import { passkeyGuard } from "./passkey-guard.server";
import { secondFactorMethods } from "./passkeys.server";
import { hashPassword, verifyPassword } from "./password.server";
import { ac, isStaff, roles } from "./permissions.server";
import { signInGuard } from "./sign-in-guard.server";
import { totpReplayGuard } from "./totp-replay.server";

/** Sessions end after a day without use, and after a week whatever happens (see session.server). */
const SESSION_IDLE_SECONDS = 24 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 7 * 24 * 60 * 60;

/** In production cookies are `__Host-` prefixed: Secure, for the whole site, no Domain. */
function cookieName(name: string) {
  return config().NODE_ENV === "production" ? `__Host-bd.${name}` : `bd.${name}`;
}

export const sessionCookieName = () => cookieName("session_token");
export const twoFactorCookieName = () => cookieName("two_factor");

/**
 * A passkey counts as a second factor only if the device checked its owner (PIN or biometric):
 * the plugin asks for that; here a ceremony without it is refused.
 */
function requireUserVerification(verified: boolean | undefined) {
  if (!verified) {
    throw new APIError("UNAUTHORIZED", {
      message: "This passkey did not check it is you (PIN or fingerprint).",
      code: "USER_VERIFICATION_REQUIRED",
    });
  }
}

function createAuth() {
  const { PUBLIC_URL, NODE_ENV } = config();
  const production = NODE_ENV === "production";
  // Where passkeys cannot work (an address as host, plain http) the pages do not offer them.
  const relyingParty = passkeyRelyingParty() ?? {
    rpID: new URL(PUBLIC_URL).hostname,
    origin: new URL(PUBLIC_URL).origin,
  };
  return betterAuth({
    appName: site.brand,
    baseURL: PUBLIC_URL,
    basePath: "/api/auth",
    secret: authSecret(),
    trustedOrigins: [PUBLIC_URL],
    telemetry: { enabled: false },
    // better-auth's own messages join our JSON log (failed sign-ins are also audited there).
    logger: {
      level: "warn",
      log: (level, message) => log()[level]({ source: "better-auth" }, message),
    },
    // A refusal (a wrong password, a closed endpoint) is an answer, not a fault: better-auth
    // would print each one to the console in its own format; ours go to the JSON log.
    onAPIError: {
      onError: (error) => {
        const fault = !isAPIError(error) || error.statusCode >= 500;
        const message = error instanceof Error ? error.message : String(error);
        log()[fault ? "error" : "debug"]({ source: "better-auth" }, message);
      },
    },
    database: drizzleAdapter(db(), {
      provider: "pg",
      usePlural: true,
      schema: { users, sessions, accounts, verifications, twoFactors, passkeys },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: ({ user, url }) => queueAccountEmail("reset-password", user, url),
      onPasswordReset: async ({ user }) => {
        logAuthEvent("password-reset", { userId: user.id });
        if (!isStaff((user as { role?: string | null }).role ?? "user")) return;
        await recordAudit(db(), {
          action: "password-changed",
          actor: null,
          subject: { kind: "user", id: user.id },
          detail: { by: "reset-link" },
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: ({ user, url }) => queueAccountEmail("verify-email", user, url),
      // Submissions sent from the address before the account existed become the account's.
      afterEmailVerification: async (user) => void (await claimEarlierSubmissions(user)),
    },
    // A new address takes effect only once the link sent to it is opened (account settings).
    user: { changeEmail: { enabled: true } },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: 60 * 60,
      // The second factor this session was opened or confirmed with (passkeys.server).
      additionalFields: { signInMethod: { type: "string", required: false, input: false } },
    },
    advanced: {
      useSecureCookies: false,
      cookies: {
        session_token: { name: cookieName("session_token"), attributes: { secure: production } },
        dont_remember: { name: cookieName("dont_remember"), attributes: { secure: production } },
        // Holds a sign-in half-way: password accepted, second factor still to come.
        two_factor: { name: cookieName("two_factor"), attributes: { secure: production } },
      },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/", secure: production },
      // Set by our host from the connection (or a trusted proxy); never taken from the client.
      ipAddress: { ipAddressHeaders: ["x-client-ip"] },
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 60,
      customRules: {
        // Sign-in counts failures only, per account and per address (sign-in-guard.server).
        "/sign-in/email": false,
        // A second factor: a person may mistype a few times; each challenge allows five tries
        // and ten failures in a row lock the factor (better-auth's own limits).
        "/two-factor/*": { window: 60, max: 20 },
        "/sign-up/email": { window: 3600, max: 10 },
        "/request-password-reset": { window: 3600, max: 5 },
        "/send-verification-email": { window: 3600, max: 5 },
        "/reset-password": { window: 3600, max: 10 },
      },
      // Counters live in the database so the limits hold across server instances.
      customStorage: {
        consume: async (key, rule) => {
          const result = await hitRateLimit(db(), `auth:${key}`, {
            limit: rule.max,
            windowSeconds: rule.window,
          });
          return {
            allowed: result.allowed,
            retryAfter: result.allowed ? null : result.retryAfterSeconds,
          };
        },
      },
    },
    plugins: [
      // First, so no other hook runs for a call the rule table refuses (record 065).
      endpointRulesGuard(),
      admin({ ac, roles, defaultRole: "user", adminRoles: ["admin"] }),
      // TOTP with recovery codes; no "trust this device", so every sign-in asks for the code.
      twoFactor({ issuer: site.brand, backupCodeOptions: { amount: 10, length: 10 } }),
      totpReplayGuard(),
      passkey({
        rpID: relyingParty.rpID,
        rpName: site.brand,
        origin: relyingParty.origin,
        // Discoverable credentials ("Sign in with a passkey" needs no e-mail first), always
        // with the device's own check of its owner.
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
        registration: {
          afterVerification: ({ verification }) =>
            requireUserVerification(verification.registrationInfo?.userVerified),
        },
        authentication: {
          afterVerification: ({ verification }) =>
            requireUserVerification(verification.authenticationInfo.userVerified),
        },
      }),
      passkeyGuard(),
      accountAudit(),
      signInGuard(),
    ],
    databaseHooks: {
      // A role lost or a ban, by any path: the account keeps no open leads (workspace).
      user: { update: { after: async (user) => void (await releaseLeadsOf(user.id)) } },
      session: {
        create: {
          // A session opened or confirmed with a second factor says which (record 065), and so
          // does the one a password change opens in its place; a password alone leaves it empty.
          before: async (session, ctx) => {
            const current = ctx?.context.session?.session as { signInMethod?: string | null };
            const path = ctx?.path ?? "";
            const method =
              path === "/change-password"
                ? current?.signInMethod
                : secondFactorMethods[path as keyof typeof secondFactorMethods];
            return method ? { data: { ...session, signInMethod: method } } : undefined;
          },
          after: async (session) =>
            logAuthEvent("sign-in", { userId: session.userId, ip: session.ipAddress }),
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

let instance: Auth | undefined;

/** The process-wide better-auth instance, built on first use from configuration. */
export function auth(): Auth {
  instance ??= createAuth();
  return instance;
}

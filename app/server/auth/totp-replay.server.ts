import { createHash } from "node:crypto";
import { APIError, type BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { eq, lt, sql } from "drizzle-orm";
import { recoverySignInForm } from "~/lib/forms/two-factor";
import { db } from "../db/index.server";
import { verifications } from "../db/schema.server";
import type { HookCtx } from "./hook-context.server";

const RECOVERY = "/two-factor/verify-backup-code";
const CODE_PATHS = new Set(["/two-factor/verify-totp", RECOVERY]);
/** A recovery code is good once: no next one to wait for (the form's own words). */
const USED = {
  app: "This code has already been used. Wait for the next one.",
  recovery: recoverySignInForm.saveFailed.description ?? "",
};
/** A code is accepted for its own 30 s step and one either side; remember it a little longer. */
const REMEMBER_SECONDS = 3 * 60;

/** The claim's row id: one per person and code, so the primary key makes the claim atomic. */
const claimId = (userId: string, code: string) =>
  `code-used-${createHash("sha256").update(`${userId}:${code.trim()}`).digest("base64url")}`;

/** Whose code this is: the signed-in person setting up, or the one half-way through sign-in. */
async function codeOwner(ctx: HookCtx): Promise<string | null> {
  const signedIn = await getSessionFromCtx(ctx).catch(() => null);
  if (signedIn) return signedIn.user.id;
  const cookie = ctx.context.createAuthCookie("two_factor");
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return pending?.value ?? null;
}

const codeOf = (ctx: HookCtx) => {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : "";
};

/**
 * Claims a code for one request in one statement: a new row, or one whose time has passed.
 * Requests in parallel race on the primary key, and only one gets the row back.
 */
async function claimCode(id: string, userId: string): Promise<boolean> {
  const expiresAt = new Date(Date.now() + REMEMBER_SECONDS * 1000);
  const claimed = await db()
    .insert(verifications)
    .values({ id, identifier: id, value: userId, expiresAt })
    .onConflictDoUpdate({
      target: verifications.id,
      set: { expiresAt, updatedAt: new Date() },
      setWhere: lt(verifications.expiresAt, sql`now()`),
    })
    .returning({ id: verifications.id });
  return claimed.length === 1;
}

/**
 * better-auth accepts a TOTP code as often as it is shown within its time window, and checks a
 * code sent many times at once in parallel; a code seen once (on a shared screen, by a
 * shoulder) must open one session, never more. Each code is claimed before it is checked, and
 * the claim is given back when the code was wrong (record 065).
 */
export const totpReplayGuard = () =>
  ({
    id: "totp-replay-guard",
    hooks: {
      before: [
        {
          matcher: (ctx) => CODE_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const userId = await codeOwner(ctx);
            if (!userId) return;
            if (!(await claimCode(claimId(userId, codeOf(ctx)), userId))) {
              throw new APIError("UNAUTHORIZED", {
                message: ctx.path === RECOVERY ? USED.recovery : USED.app,
                code: "CODE_ALREADY_USED",
              });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => CODE_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (!isAPIError(returned) || returned.body?.code === "CODE_ALREADY_USED") return;
            // The code was not accepted: it stays usable. The pending sign-in was consumed on
            // success, so the owner is looked up from the session or the cookie as before.
            const userId = await codeOwner(ctx);
            if (!userId) return;
            await db()
              .delete(verifications)
              .where(eq(verifications.id, claimId(userId, codeOf(ctx))));
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;

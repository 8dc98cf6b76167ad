import { APIError, type BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";

const VERIFY_TOTP = "/two-factor/verify-totp";
/** A code is accepted for its own 30 s step and one either side; remember it a little longer. */
const REMEMBER_SECONDS = 3 * 60;

type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const usedKey = (userId: string, code: string) => `totp-used-${userId}-${code.trim()}`;

/** Whose code this is: the signed-in person setting up, or the one half-way through sign-in. */
async function codeOwner(ctx: Ctx): Promise<string | null> {
  const signedIn = ctx.context.newSession ?? (await getSessionFromCtx(ctx).catch(() => null));
  if (signedIn) return signedIn.user.id;
  const cookie = ctx.context.createAuthCookie("two_factor");
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return pending?.value ?? null;
}

const codeOf = (ctx: Ctx) => {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : "";
};

/**
 * better-auth accepts a TOTP code as often as it is shown within its time window; a code seen
 * once (on a shared screen, by a shoulder) must not sign anyone in again. An accepted code is
 * remembered per person for a few minutes in better-auth's verification store.
 */
export const totpReplayGuard = () =>
  ({
    id: "totp-replay-guard",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === VERIFY_TOTP,
          handler: createAuthMiddleware(async (ctx) => {
            const userId = await codeOwner(ctx);
            if (!userId) return;
            const used = await ctx.context.internalAdapter.findVerificationValue(
              usedKey(userId, codeOf(ctx)),
            );
            if (used && new Date(used.expiresAt) > new Date()) {
              throw new APIError("UNAUTHORIZED", {
                message: "This code has already been used. Wait for the next one.",
                code: "CODE_ALREADY_USED",
              });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === VERIFY_TOTP,
          handler: createAuthMiddleware(async (ctx) => {
            if (isAPIError(ctx.context.returned)) return;
            const userId = await codeOwner(ctx);
            if (!userId) return;
            await ctx.context.internalAdapter.createVerificationValue({
              identifier: usedKey(userId, codeOf(ctx)),
              value: userId,
              expiresAt: new Date(Date.now() + REMEMBER_SECONDS * 1000),
            });
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;

import { APIError, type BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { KEEP_A_FACTOR, SIGN_IN_WITH_PASSKEY } from "~/lib/forms/two-factor";
import { db } from "../db/index.server";
import { sessions } from "../db/schema.server";
import { recordAudit } from "../privacy/audit.server";
import {
  mayAddSecondFactor,
  PASSKEY_SIGN_IN,
  signedInWithSecondFactor,
  wouldLoseLastFactor,
} from "./passkeys.server";

const REGISTER = new Set(["/passkey/generate-register-options", "/passkey/verify-registration"]);
const DELETE = "/passkey/delete-passkey";

type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type Found = NonNullable<Awaited<ReturnType<typeof getSessionFromCtx>>>;

const addressOf = (ctx: Ctx) => ctx.headers?.get("x-client-ip") ?? null;

function viewerOf({ user, session }: Found) {
  const role = (user as { role?: string | null }).role ?? "user";
  const secondFactor = signedInWithSecondFactor(
    user as { twoFactorEnabled?: boolean | null },
    session as { signInMethod?: string | null },
  );
  return { id: user.id, email: user.email, role, secondFactor };
}

/**
 * Our rules on the passkey plugin's endpoints, so they hold whether the page or a script calls
 * them: staff who signed in with the password alone cannot add a passkey to an account that has
 * one, nobody on staff removes their last second factor, and adding or removing a passkey goes
 * into the audit log. Adding one (its device checked its owner) makes the session a two-factor
 * one, as confirming an authenticator app does.
 */
export const passkeyGuard = () =>
  ({
    id: "passkey-guard",
    hooks: {
      before: [
        {
          matcher: (ctx) => REGISTER.has(ctx.path ?? "") || ctx.path === DELETE,
          handler: createAuthMiddleware(async (ctx) => {
            const found = await getSessionFromCtx(ctx).catch(() => null);
            // No session: the plugin's own session check refuses it.
            if (!found) return;
            const viewer = viewerOf(found);
            if (ctx.path === DELETE) {
              const { twoFactorEnabled } = found.user as { twoFactorEnabled?: boolean | null };
              const last = await wouldLoseLastFactor({ ...viewer, twoFactorEnabled }, db());
              if (last) {
                throw new APIError("FORBIDDEN", {
                  message: KEEP_A_FACTOR,
                  code: "LAST_SECOND_FACTOR",
                });
              }
              return;
            }
            if (!(await mayAddSecondFactor(viewer, db()))) {
              throw new APIError("FORBIDDEN", {
                message: SIGN_IN_WITH_PASSKEY,
                code: "SIGN_IN_WITH_PASSKEY",
              });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === "/passkey/verify-registration" || ctx.path === DELETE,
          handler: createAuthMiddleware(async (ctx) => {
            if (isAPIError(ctx.context.returned)) return;
            const found = await getSessionFromCtx(ctx).catch(() => null);
            if (!found) return;
            const added = ctx.path !== DELETE;
            // The device has just checked its owner, on top of this session's password: the
            // session now holds two factors, as one after setting up an authenticator app does.
            if (added) {
              await db()
                .update(sessions)
                .set({ signInMethod: PASSKEY_SIGN_IN })
                .where(eq(sessions.id, found.session.id));
            }
            const id = added
              ? (ctx.context.returned as { id?: string } | null)?.id
              : (ctx.body as { id?: string } | undefined)?.id;
            await recordAudit(db(), {
              action: added ? "passkey-added" : "passkey-removed",
              actor: { id: found.user.id, email: found.user.email },
              subject: { kind: "user", id: found.user.id },
              detail: { passkeyId: id ?? null },
              ip: addressOf(ctx),
            });
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;

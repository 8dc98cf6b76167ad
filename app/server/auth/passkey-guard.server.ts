import { APIError, type BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { KEEP_A_FACTOR } from "~/lib/forms/two-factor";
import { recordAudit } from "../audit/audit.server";
import { db } from "../db/index.server";
import { sessions } from "../db/schema.server";
import { clientAddress } from "./hook-context.server";
import { PASSKEY_SIGN_IN, wouldLoseLastFactor } from "./passkeys.server";

const DELETE = "/passkey/delete-passkey";

type Found = NonNullable<Awaited<ReturnType<typeof getSessionFromCtx>>>;

const roleOf = ({ user }: Found) => (user as { role?: string | null }).role ?? "user";

/**
 * Our rules on the passkey plugin's endpoints beyond who may call them (endpoint-rules.server):
 * nobody on staff removes their last second factor, and adding or removing a passkey goes into
 * the audit log. Adding one (its device checked its owner) makes the session a two-factor one,
 * as confirming an authenticator app does.
 */
export const passkeyGuard = () =>
  ({
    id: "passkey-guard",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === DELETE,
          handler: createAuthMiddleware(async (ctx) => {
            const found = await getSessionFromCtx(ctx).catch(() => null);
            // No session: the plugin's own session check refuses it.
            if (!found) return;
            const { twoFactorEnabled } = found.user as { twoFactorEnabled?: boolean | null };
            const user = { id: found.user.id, role: roleOf(found), twoFactorEnabled };
            if (await wouldLoseLastFactor(user, db())) {
              throw new APIError("FORBIDDEN", {
                message: KEEP_A_FACTOR,
                code: "LAST_SECOND_FACTOR",
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
              ip: clientAddress(ctx),
            });
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;

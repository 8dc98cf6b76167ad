import { APIError, type BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { db } from "../db/index.server";
import { recordAudit } from "../privacy/audit.server";
import {
  KEEP_A_FACTOR,
  mayAddSecondFactor,
  SIGN_IN_WITH_PASSKEY,
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
 * into the audit log.
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
              const user = found.user as { twoFactorEnabled?: boolean | null };
              const last = await wouldLoseLastFactor({ ...viewer, ...user, id: viewer.id }, db());
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

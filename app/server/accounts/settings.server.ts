import {
  confirmPasswordSchema,
  emailSchema,
  nameSchema,
  passwordSchema,
} from "~/lib/forms/account-settings";
import { commonPasswordMessage, tooManyAttempts } from "~/lib/forms/auth";
import {
  type FieldErrors,
  type FormResult,
  formDone,
  formRefused,
  problem,
} from "~/lib/forms/result";
import type { z } from "~/lib/forms/zod";
import { clientIp } from "../audit/audit.server";
import { auth } from "../auth/auth.server";
import { type AuthAnswer, callAuth } from "../auth/endpoint.server";
import { isCommonPassword } from "../auth/password.server";
import { isStaff } from "../auth/permissions.server";
import type { SessionUser } from "../auth/session.server";
import { db } from "../db/index.server";
import { redirectWithToast } from "../flash.server";
import { erasePersonData } from "../privacy/erasure.server";
import { findPersonData } from "../privacy/person-data.server";

type Values = Record<string, string>;
const SETTINGS = "/account/settings";

function parse<S extends z.ZodType>(schema: S, values: Values, title: string) {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true as const, data: result.data as z.output<S> };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  const answer: FormResult = formRefused(
    problem(title, Object.values(fieldErrors)[0] ?? "Check the form."),
    { fieldErrors },
  );
  return { ok: false as const, answer };
}

const cookies = (answer: AuthAnswer) => {
  const headers = new Headers();
  for (const cookie of answer.cookies) headers.append("Set-Cookie", cookie);
  return headers;
};

const authFailure = (title: string, answer: AuthAnswer, fallback: string): FormResult =>
  formRefused(problem(title, answer.status === 429 ? tooManyAttempts : fallback), {
    status: answer.status === 429 ? 429 : 400,
  });

export async function changeName(request: Request, values: Values) {
  const input = parse(nameSchema, values, "Name not changed");
  if (!input.ok) return input.answer;
  const answer = await callAuth(request, "/update-user", { name: input.data.name });
  if (!answer.ok) return authFailure("Name not changed", answer, "Please try again.");
  return redirectWithToast(SETTINGS, { title: "Name changed" }, { headers: cookies(answer) });
}

/** A new password ends every other session (a thief's included); this one carries on. */
export async function changePassword(request: Request, values: Values) {
  const input = parse(passwordSchema, values, "Password not changed");
  if (!input.ok) return input.answer;
  if (isCommonPassword(input.data.newPassword)) {
    return formRefused(problem("Password not changed", commonPasswordMessage));
  }
  const answer = await callAuth(request, "/change-password", {
    currentPassword: input.data.currentPassword,
    newPassword: input.data.newPassword,
    revokeOtherSessions: true,
  });
  if (!answer.ok) {
    return authFailure("Password not changed", answer, "Your current password is not right.");
  }
  const toast = { title: "Password changed", description: "Your other sessions were signed out." };
  return redirectWithToast(SETTINGS, toast, { headers: cookies(answer) });
}

/** The new address counts only once the link sent to it is opened; until then, the old one. */
export async function changeEmail(request: Request, values: Values): Promise<FormResult> {
  const input = parse(emailSchema, values, "Email not changed");
  if (!input.ok) return input.answer;
  const answer = await callAuth(request, "/change-email", {
    newEmail: input.data.newEmail,
    callbackURL: "/account/settings?email-changed=1",
  });
  if (!answer.ok) {
    return authFailure("Email not changed", answer, answer.message ?? "Please try again.");
  }
  // The same answer whether or not the address already has an account.
  return formDone({
    title: "Check your new inbox",
    description: `We sent a link to ${input.data.newEmail}. Your email changes when you open it.`,
  });
}

export async function signOutOthers(request: Request): Promise<FormResult> {
  const answer = await callAuth(request, "/revoke-other-sessions", {});
  if (!answer.ok) return authFailure("Sessions not ended", answer, "Please try again.");
  return formDone("Signed out everywhere else");
}

/**
 * Deletes the account after the password is given again: the person's submissions are
 * anonymised (not left pointing at nothing) and the account with its sessions goes, in one
 * transaction with its audit row. Staff accounts are closed by an admin instead. Only a form
 * posted with intent `delete-account` gets here (the route has no default branch).
 */
export async function deleteAccount(
  request: Request,
  viewer: SessionUser,
  values: Values,
  sessionCookieName: string,
): Promise<FormResult | Response> {
  const title = "Account not deleted";
  // Only the form that names this intent deletes; whatever else reaches here changes nothing.
  if (values.intent !== "delete-account") {
    return formRefused(problem(title, "Unknown action."));
  }
  if (isStaff(viewer.role)) {
    return formRefused(problem(title, "Ask an admin to close a staff account."), { status: 403 });
  }
  const input = parse(confirmPasswordSchema, values, title);
  if (!input.ok) return input.answer;
  const valid = await auth()
    .api.verifyPassword({ headers: request.headers, body: { password: input.data.password } })
    .then(() => true)
    .catch(() => false);
  if (!valid) return formRefused(problem(title, "That password is not right."));
  const data = await findPersonData(db(), viewer.email);
  await erasePersonData(db(), data, {
    action: "account-deleted",
    actor: { id: viewer.id, email: viewer.email },
    ip: clientIp(request),
  });
  const clear = `${sessionCookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${sessionCookieName.startsWith("__Host-") ? "; Secure" : ""}`;
  return redirectWithToast(
    "/",
    {
      title: "Account deleted",
      description: "Your account is gone and your submissions were anonymised.",
    },
    { headers: { "Set-Cookie": clear } },
  );
}

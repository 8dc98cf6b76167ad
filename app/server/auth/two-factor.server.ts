import { redirect } from "react-router";
import { type FormResult, formDone, formRefused } from "~/lib/forms/result";
import {
  confirmSetupForm,
  KEEP_A_FACTOR,
  recoverySignInForm,
  SIGN_IN_WITH_PASSKEY,
  startSetupForm,
  totpSignInForm,
  turnOffForm,
} from "~/lib/forms/two-factor";
import { refusedInput, validateForm } from "~/lib/forms/validate";
import type { ToastMessage } from "~/lib/toast";
import { redirectWithToast } from "../flash.server";
import { twoFactorCookieName } from "./auth.server";
import { type AuthAnswer, callAuth } from "./endpoint.server";
import { isStaff } from "./permissions.server";
import { qrPath } from "./qr.server";
import type { SessionUser } from "./session.server";

type Values = Record<string, string>;

const withCookies = (answer: AuthAnswer) => {
  const headers = new Headers();
  for (const cookie of answer.cookies) headers.append("Set-Cookie", cookie);
  return headers;
};

/** What the confirm step shows: the QR code, the manual key's URI and the recovery codes. */
function setupValues(totpURI: string, backupCodes: string): Values {
  const qr = totpURI.startsWith("otpauth://") ? qrPath(totpURI) : { size: 0, path: "" };
  return { step: "confirm", totpURI, backupCodes, qrPath: qr.path, qrSize: String(qr.size) };
}

const refused = (toast: ToastMessage, status: number, values?: Values): FormResult =>
  formRefused(toast, { status, values });

/** A sign-in the password step left waiting for its second factor (better-auth's cookie). */
export function signInPending(request: Request): boolean {
  return (request.headers.get("Cookie") ?? "").includes(`${twoFactorCookieName()}=`);
}

/** Why better-auth refused a code, in words a person can act on. */
function codeRefusal(answer: AuthAnswer, fallback: ToastMessage): ToastMessage {
  const title = fallback.title;
  const variant = "destructive" as const;
  if (answer.code === "CODE_ALREADY_USED" || answer.code === "ACCOUNT_TEMPORARILY_LOCKED") {
    return { title, variant, description: answer.message ?? "" };
  }
  if (answer.status === 429 || answer.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") {
    return { title, variant, description: "Too many tries. Please log in again." };
  }
  return fallback;
}

/**
 * The second step of signing in: a code from the authenticator app, or (intent "recovery") one
 * of the recovery codes, each good once. Success sets the session cookie and goes on as a
 * password sign-in would; a challenge that expired or ran out of tries starts over at /login.
 */
export async function verifySignInCode(
  request: Request,
  values: Values,
): Promise<FormResult | Response> {
  const recovery = values.intent === "recovery";
  const form = recovery ? recoverySignInForm : totpSignInForm;
  const validation = recovery
    ? validateForm(recoverySignInForm, values)
    : validateForm(totpSignInForm, values);
  if (!validation.ok) return refusedInput(validation);
  const answer = await callAuth(
    request,
    recovery ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp",
    { code: validation.data.code },
  );
  if (answer.ok) return redirect("/post-login", { headers: withCookies(answer) });
  if (
    answer.code === "INVALID_TWO_FACTOR_COOKIE" ||
    answer.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE"
  ) {
    return redirectWithToast(
      "/login",
      {
        title: "Please log in again",
        description: "Your sign-in took too long or had too many tries.",
        variant: "destructive",
      },
      { headers: withCookies(answer) },
    );
  }
  return refused(codeRefusal(answer, form.saveFailed), answer.status === 429 ? 429 : 401);
}

/**
 * Setting up an authenticator app, step one: the password again, then better-auth makes a
 * secret and ten recovery codes (kept encrypted). The page shows them once, as the QR code's
 * URI and the codes in `values`.
 */
export async function startSetup(request: Request, values: Values): Promise<FormResult> {
  const validation = validateForm(startSetupForm, values);
  if (!validation.ok) return refusedInput(validation);
  const answer = await callAuth(request, "/two-factor/enable", {
    password: validation.data.password,
  });
  // Staff with a passkey who signed in with the password alone (endpoint-rules.server).
  if (answer.code === "SIGN_IN_WITH_PASSKEY") {
    return refused({ ...startSetupForm.saveFailed, description: SIGN_IN_WITH_PASSKEY }, 403);
  }
  const totpURI = answer.data?.totpURI;
  const backupCodes = answer.data?.backupCodes;
  if (!answer.ok || typeof totpURI !== "string" || !Array.isArray(backupCodes)) {
    return refused(startSetupForm.saveFailed, answer.status === 429 ? 429 : 400);
  }
  return formDone(startSetupForm.success, {
    values: setupValues(totpURI, backupCodes.join(" ")),
  });
}

/** Step two: the first code from the app proves it holds the secret; the factor is then on. */
export async function confirmSetup(
  request: Request,
  viewer: SessionUser,
  values: Values,
): Promise<FormResult | Response> {
  const kept = setupValues(values.totpURI ?? "", values.backupCodes ?? "");
  const validation = validateForm(confirmSetupForm, values);
  if (!validation.ok) return refusedInput(validation, kept);
  const answer = await callAuth(request, "/two-factor/verify-totp", {
    code: validation.data.code,
  });
  if (!answer.ok) return refused(codeRefusal(answer, confirmSetupForm.saveFailed), 400, kept);
  // The audit row is written by better-auth's hook (account-audit.server), for scripts too.
  const next = isStaff(viewer.role) ? "/admin/dashboard" : "/account";
  return redirectWithToast(next, confirmSetupForm.success, { headers: withCookies(answer) });
}

/** Plain users may turn their factor off again (with their password); staff may not. */
export async function turnOff(
  request: Request,
  viewer: SessionUser,
  values: Values,
): Promise<FormResult | Response> {
  if (isStaff(viewer.role)) {
    const toast = { ...turnOffForm.saveFailed, description: "Staff accounts keep it on." };
    return refused(toast, 403);
  }
  const validation = validateForm(turnOffForm, values);
  if (!validation.ok) return refusedInput(validation);
  const answer = await callAuth(request, "/two-factor/disable", {
    password: validation.data.password,
  });
  if (!answer.ok) return refused(turnOffForm.saveFailed, 400);
  return redirectWithToast("/account", turnOffForm.success, { headers: withCookies(answer) });
}

/**
 * My Account's "Remove" on a passkey, through better-auth's endpoint (which checks the passkey
 * is the viewer's; passkey-guard keeps staff from removing their last factor and audits it).
 */
export async function removePasskey(
  request: Request,
  values: Record<string, string>,
): Promise<FormResult> {
  const title = "Passkey not removed";
  const answer = await callAuth(request, "/passkey/delete-passkey", { id: values.id ?? "" });
  if (!answer.ok) {
    const description =
      answer.code === "LAST_SECOND_FACTOR" ? KEEP_A_FACTOR : "This passkey no longer exists.";
    return formRefused(
      { title, description, variant: "destructive" },
      { status: answer.status === 403 ? 403 : 400 },
    );
  }
  return formDone("Passkey removed.");
}

import { redirect } from "react-router";
import {
  commonPasswordMessage,
  forgotPasswordForm,
  loginForm,
  registerForm,
  resetPasswordForm,
  tooManyAttempts,
} from "~/lib/forms/auth";
import { type FormResult, formDone, formRefused } from "~/lib/forms/result";
import { refusedInput, validateForm } from "~/lib/forms/validate";
import type { ToastMessage } from "~/lib/toast";
import { redirectWithToast } from "../flash.server";
import { logAuthEvent } from "./auth-log.server";
import { type AuthAnswer, callAuth } from "./endpoint.server";
import { isCommonPassword } from "./password.server";
import { TWO_FACTOR_SIGN_IN_PATH } from "./two-factor-gate.server";

type Values = Record<string, string>;

/** A failed attempt; `kept` is what may be shown again (never a password). */
const refused = (toast: ToastMessage, status: number, kept?: Values): FormResult =>
  formRefused(toast, { status, values: kept });

/** The form's failure toast, described by the auth service's message when it gave one. */
const withMessage = (toast: ToastMessage, description: string | null): ToastMessage =>
  description ? { ...toast, description } : toast;

/**
 * Signs in, then redirects (the session cookie goes with the redirect). A 403 answer always
 * means "confirm your address first": the login page then offers a new confirmation link.
 */
export async function signIn(request: Request, values: Values): Promise<FormResult | Response> {
  const kept = { email: values.email ?? "" };
  const validation = validateForm(loginForm, values);
  if (!validation.ok) return refusedInput(validation, kept);
  const { email, password } = validation.data;
  const answer = await callAuth(request, "/sign-in/email", {
    email,
    password,
    callbackURL: "/login?verified=1",
  });
  if (answer.ok) {
    // A second factor is on: the password step only set the pending-sign-in cookie.
    const next = answer.data?.twoFactorRedirect ? TWO_FACTOR_SIGN_IN_PATH : "/post-login";
    return redirect(next, { headers: cookieHeaders(answer) });
  }
  logAuthEvent("sign-in-failed", { email, status: answer.status, code: answer.code });
  if (answer.code === "EMAIL_NOT_VERIFIED") {
    const description =
      "Please confirm your email address first. We have sent you a new confirmation link.";
    return refused(withMessage(loginForm.saveFailed, description), 403, kept);
  }
  const message = answer.status === 429 ? tooManyAttempts : answer.message;
  const status = answer.status === 403 ? 401 : answer.status;
  return refused(withMessage(loginForm.saveFailed, message), status, kept);
}

export async function register(request: Request, values: Values): Promise<FormResult | Response> {
  const kept = { fullName: values.fullName ?? "", email: values.email ?? "" };
  const validation = validateForm(registerForm, values);
  if (!validation.ok) return refusedInput(validation, kept);
  const { fullName, email, password } = validation.data;
  if (isCommonPassword(password)) {
    return refused(withMessage(registerForm.saveFailed, commonPasswordMessage), 400, kept);
  }
  const answer = await callAuth(request, "/sign-up/email", {
    name: fullName,
    email,
    password,
    callbackURL: "/login?verified=1",
  });
  if (!answer.ok) {
    const message = answer.status === 429 ? tooManyAttempts : answer.message;
    return refused(withMessage(registerForm.saveFailed, message), answer.status, kept);
  }
  logAuthEvent("sign-up", { email });
  return redirectWithToast("/login", registerForm.success);
}

export async function resendConfirmation(request: Request, values: Values): Promise<FormResult> {
  const validation = validateForm(forgotPasswordForm, values);
  if (validation.ok) {
    await callAuth(request, "/send-verification-email", {
      email: validation.data.email,
      callbackURL: "/login?verified=1",
    });
  }
  // The same answer whether or not the address has an account.
  return formDone({
    title: "Confirmation email sent",
    description: "If the address needs confirming, a new link is on its way.",
  });
}

export async function requestPasswordReset(request: Request, values: Values): Promise<FormResult> {
  const validation = validateForm(forgotPasswordForm, values);
  if (!validation.ok) return refusedInput(validation, { email: values.email ?? "" });
  const answer = await callAuth(request, "/request-password-reset", {
    email: validation.data.email,
    redirectTo: "/reset-password",
  });
  if (answer.status === 429) return refused(forgotPasswordForm.saveFailed, 429);
  // Any other answer looks the same, so the page never tells whether the address is known.
  return formDone(forgotPasswordForm.success);
}

export async function resetPassword(
  request: Request,
  values: Values,
): Promise<FormResult | Response> {
  const validation = validateForm(resetPasswordForm, values);
  if (!validation.ok) return refusedInput(validation);
  if (isCommonPassword(validation.data.password)) {
    return refused(withMessage(resetPasswordForm.saveFailed, commonPasswordMessage), 400);
  }
  const answer = await callAuth(request, "/reset-password", {
    newPassword: validation.data.password,
    token: validation.data.token,
  });
  if (!answer.ok) {
    const message = answer.status === 429 ? tooManyAttempts : null;
    return refused(withMessage(resetPasswordForm.saveFailed, message), answer.status);
  }
  return redirectWithToast("/login", resetPasswordForm.success);
}

/**
 * Ends the session on the server and goes home. If the server call fails, the cookie is cleared
 * anyway and the visitor is told (spec §8); a missing session is not an error.
 */
export async function signOut(request: Request, sessionCookieName: string) {
  const answer = await callAuth(request, "/sign-out", {}).catch(() => null);
  logAuthEvent("sign-out", { ok: answer?.ok ?? false });
  if (answer && (answer.ok || answer.status === 401 || answer.status === 404)) {
    return redirect("/", { headers: cookieHeaders(answer) });
  }
  const clear = `${sessionCookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${sessionCookieName.startsWith("__Host-") ? "; Secure" : ""}`;
  return redirectWithToast(
    "/",
    {
      title: "Sign out issue",
      description:
        "There was a problem signing out from the server, but you have been logged out locally.",
      variant: "destructive",
    },
    { headers: { "Set-Cookie": clear } },
  );
}

function cookieHeaders(answer: AuthAnswer): Headers {
  const headers = new Headers();
  for (const cookie of answer.cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

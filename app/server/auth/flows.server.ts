import { data, redirect } from "react-router";
import {
  commonPasswordMessage,
  forgotPasswordSchema,
  loginSchema,
  missingCredentials,
  registerSchema,
  resetPasswordSchema,
} from "~/lib/forms/auth";
import type { ToastMessage } from "~/lib/toast";
import { redirectWithToast } from "../flash.server";
import { logAuthEvent } from "./audit.server";
import { type AuthAnswer, callAuth } from "./endpoint.server";
import { isCommonPassword } from "./password.server";

type Values = Record<string, string>;

/** What a login or register page shows after a failed post. */
export type AuthFormResult = { toast: ToastMessage; unverifiedEmail?: string; email?: string };

const failed = (title: string, description: string, status: number, extra = {}) =>
  data<AuthFormResult>(
    { toast: { title, description, variant: "destructive" }, ...extra },
    { status },
  );

const tooMany = "Too many attempts. Please wait a few minutes and try again.";

export async function signIn(request: Request, values: Values) {
  const parsed = loginSchema.safeParse(values);
  if (!parsed.success)
    return failed("Login failed", missingOrFirst(values, parsed.error), 400, {
      email: values.email,
    });
  const { email, password } = parsed.data;
  const answer = await callAuth(request, "/sign-in/email", {
    email,
    password,
    callbackURL: "/login?verified=1",
  });
  if (answer.ok) return redirect("/post-login", { headers: cookieHeaders(answer) });
  logAuthEvent("sign-in-failed", { email, status: answer.status, code: answer.code });
  if (answer.code === "EMAIL_NOT_VERIFIED") {
    return failed(
      "Login failed",
      "Please confirm your email address first. We have sent you a new confirmation link.",
      403,
      { unverifiedEmail: email, email },
    );
  }
  return failed(
    "Login failed",
    answer.status === 429 ? tooMany : (answer.message ?? "Invalid email or password"),
    answer.status,
    { email },
  );
}

export async function register(request: Request, values: Values) {
  const parsed = registerSchema.safeParse(values);
  if (!parsed.success)
    return failed("Registration failed", missingOrFirst(values, parsed.error), 400, {
      email: values.email,
    });
  const { fullName, email, password } = parsed.data;
  if (isCommonPassword(password))
    return failed("Registration failed", commonPasswordMessage, 400, { email });
  const answer = await callAuth(request, "/sign-up/email", {
    name: fullName,
    email,
    password,
    callbackURL: "/login?verified=1",
  });
  if (!answer.ok) {
    const message = answer.status === 429 ? tooMany : (answer.message ?? "Something went wrong");
    return failed("Registration failed", message, answer.status, { email });
  }
  logAuthEvent("sign-up", { email });
  return redirectWithToast("/login", {
    title: "Registration successful! Please check your email to confirm your account.",
  });
}

export async function resendConfirmation(request: Request, values: Values) {
  const parsed = forgotPasswordSchema.safeParse(values);
  if (parsed.success) {
    await callAuth(request, "/send-verification-email", {
      email: parsed.data.email,
      callbackURL: "/login?verified=1",
    });
  }
  // The same answer whether or not the address has an account.
  return data<AuthFormResult>({
    toast: {
      title: "Confirmation email sent",
      description: "If the address needs confirming, a new link is on its way.",
    },
  });
}

export async function requestPasswordReset(request: Request, values: Values) {
  const parsed = forgotPasswordSchema.safeParse(values);
  if (!parsed.success)
    return failed("Check your email address", parsed.error.issues[0]?.message ?? "", 400);
  const answer = await callAuth(request, "/request-password-reset", {
    email: parsed.data.email,
    redirectTo: "/reset-password",
  });
  if (answer.status === 429) return failed("Please wait", tooMany, 429);
  return data<AuthFormResult>({
    toast: {
      title: "Check your email",
      description:
        "If an account exists for that address, we have sent a link to reset its password.",
    },
  });
}

export async function resetPassword(request: Request, values: Values) {
  const parsed = resetPasswordSchema.safeParse(values);
  if (!parsed.success)
    return failed("Password not changed", parsed.error.issues[0]?.message ?? "", 400);
  if (isCommonPassword(parsed.data.password))
    return failed("Password not changed", commonPasswordMessage, 400);
  const answer = await callAuth(request, "/reset-password", {
    newPassword: parsed.data.password,
    token: parsed.data.token,
  });
  if (!answer.ok) {
    return failed(
      "Password not changed",
      answer.status === 429
        ? tooMany
        : "This reset link is invalid or has expired. Please ask for a new one.",
      answer.status,
    );
  }
  return redirectWithToast("/login", {
    title: "Password updated",
    description: "You can now log in with your new password.",
  });
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

function missingOrFirst(values: Values, error: { issues: { message: string }[] }): string {
  if (!values.email?.trim() || !values.password) return missingCredentials;
  return error.issues[0]?.message ?? "Please check the form.";
}

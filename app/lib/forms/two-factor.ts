import { type FormDefinition, typedPassword } from "./fields";
import { failure } from "./toasts";
import { z } from "./zod";

// The second factor: setting up an authenticator app, and the code asked for at sign-in.

const codeNotAccepted = failure("Code not accepted");
const setupFailed = failure("Two-factor sign-in not set up");

export const totpCode = z
  .string({ error: "Enter the 6-digit code from your authenticator app." })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app."));

export const recoveryCode = z
  .string({ error: "Enter one of your recovery codes." })
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, "Enter one of your recovery codes, like ab12c-3de45.");

export const totpSignInForm: FormDefinition<z.ZodObject<{ code: typeof totpCode }>> = {
  schema: z.object({ code: totpCode }),
  required: ["code"],
  missing: codeNotAccepted("Enter the 6-digit code from your authenticator app."),
  invalid: codeNotAccepted,
  success: { title: "Logged in" },
  saveFailed: codeNotAccepted(
    "That code is not valid. Check the time on your phone and enter the newest code.",
  ),
};

export const recoverySignInForm: FormDefinition<z.ZodObject<{ code: typeof recoveryCode }>> = {
  schema: z.object({ code: recoveryCode }),
  required: ["code"],
  missing: codeNotAccepted("Enter one of your recovery codes."),
  invalid: codeNotAccepted,
  success: { title: "Logged in" },
  saveFailed: codeNotAccepted("That recovery code is not valid or has already been used."),
};

const password = typedPassword();

export const startSetupForm: FormDefinition<z.ZodObject<{ password: typeof password }>> = {
  schema: z.object({ password }),
  required: ["password"],
  missing: setupFailed("Enter your password to continue."),
  invalid: setupFailed,
  success: { title: "Scan the code", description: "Then enter the code your app shows." },
  saveFailed: setupFailed("That password is not right."),
};

export const confirmSetupForm: FormDefinition<z.ZodObject<{ code: typeof totpCode }>> = {
  schema: z.object({ code: totpCode }),
  required: ["code"],
  missing: setupFailed("Enter the 6-digit code from your authenticator app."),
  invalid: setupFailed,
  success: {
    title: "Two-factor sign-in is on",
    description: "From now on you will be asked for a code from your app when you log in.",
  },
  saveFailed: setupFailed(
    "That code is not valid. Check the time on your phone and enter the newest code.",
  ),
};

export const turnOffForm: FormDefinition<z.ZodObject<{ password: typeof password }>> = {
  schema: z.object({ password }),
  required: ["password"],
  missing: failure("Two-factor sign-in still on")("Enter your password to turn it off."),
  invalid: failure("Two-factor sign-in still on"),
  success: { title: "Two-factor sign-in is off" },
  saveFailed: failure("Two-factor sign-in still on")("That password is not right."),
};

/** The manual key of an otpauth:// URI (for people who cannot scan the QR code). */
export function manualKey(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

/** Staff who have a passkey but signed in with the password alone (passkeys.server). */
export const SIGN_IN_WITH_PASSKEY =
  "Your account signs in with a passkey. Log out, then use “Sign in with a passkey” to change your second factors.";
/** Staff removing their last second factor. */
export const KEEP_A_FACTOR =
  "Staff accounts keep a second factor: add an authenticator app or another passkey first.";

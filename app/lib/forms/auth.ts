import { emailField, type FormDefinition, limits, requiredText, typedPassword } from "./fields";
import { MIN_PASSWORD_LENGTH } from "./limits";
import { failure } from "./toasts";
import { z } from "./zod";

const password = typedPassword();

export const loginSchema = z.object({ email: emailField, password });

export const registerSchema = z.object({
  fullName: requiredText("Full name", limits.name),
  email: emailField,
  password: password.refine(
    (value) => value.length >= MIN_PASSWORD_LENGTH,
    `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  ),
});

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  token: z.string().min(1, "This reset link is incomplete."),
  password: registerSchema.shape.password,
});

/** The spec's message when e-mail or password is missing (§5). */
export const missingCredentials =
  "You must provide either an email or phone number and a password.";

export const commonPasswordMessage =
  "This password is one of the most commonly used and easy to guess. Please choose another.";

export const tooManyAttempts = "Too many attempts. Please wait a few minutes and try again.";

const loginFailed = failure("Login failed");
const registrationFailed = failure("Registration failed");
const passwordNotChanged = failure("Password not changed");

export const loginForm: FormDefinition<typeof loginSchema> = {
  schema: loginSchema,
  required: ["email", "password"],
  missing: loginFailed(missingCredentials),
  invalid: loginFailed,
  // A successful sign-in redirects; this text is never shown.
  success: { title: "Logged in" },
  saveFailed: loginFailed("Invalid email or password"),
};

export const registerForm: FormDefinition<typeof registerSchema> = {
  schema: registerSchema,
  required: ["email", "password"],
  missing: registrationFailed(missingCredentials),
  invalid: registrationFailed,
  success: { title: "Registration successful! Please check your email to confirm your account." },
  saveFailed: registrationFailed("Something went wrong"),
};

/** Asks for a reset link, or (on the login page) a new confirmation link. */
export const forgotPasswordForm: FormDefinition<typeof forgotPasswordSchema> = {
  schema: forgotPasswordSchema,
  required: [],
  missing: failure("Check your email address")("Email is required."),
  invalid: failure("Check your email address"),
  // The same answer whether or not the address has an account.
  success: {
    title: "Check your email",
    description:
      "If an account exists for that address, we have sent a link to reset its password.",
  },
  saveFailed: failure("Please wait")(tooManyAttempts),
};

export const resetPasswordForm: FormDefinition<typeof resetPasswordSchema> = {
  schema: resetPasswordSchema,
  required: [],
  missing: passwordNotChanged("Password is required."),
  invalid: passwordNotChanged,
  success: {
    title: "Password updated",
    description: "You can now log in with your new password.",
  },
  saveFailed: passwordNotChanged(
    "This reset link is invalid or has expired. Please ask for a new one.",
  ),
};

import { emailField, limits, requiredText } from "./fields";
import { z } from "./zod";

/** Minimum password length (spec §9). Very common passwords are refused on the server. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

const password = z
  .string({ error: "Password is required." })
  .min(1, "Password is required.")
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`);

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

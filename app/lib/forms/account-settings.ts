import { registerSchema } from "./auth";
import { emailField, limits, requiredText } from "./fields";
import { MAX_PASSWORD_LENGTH } from "./limits";
import { z } from "./zod";

// My Account's settings: name, password, e-mail, other sessions, and deleting the account.

const current = z
  .string({ error: "Enter your current password." })
  .min(1, "Enter your current password.")
  .max(MAX_PASSWORD_LENGTH);

export const nameSchema = z.object({ name: requiredText("Full name", limits.name) });
export const passwordSchema = z.object({
  currentPassword: current,
  newPassword: registerSchema.shape.password,
});
export const emailSchema = z.object({ newEmail: emailField });
export const confirmPasswordSchema = z.object({ password: current });

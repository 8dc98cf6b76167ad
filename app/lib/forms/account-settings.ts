import { registerSchema } from "./auth";
import { emailField, limits, requiredText, typedPassword } from "./fields";
import { z } from "./zod";

// My Account's settings: name, password, e-mail, other sessions, and deleting the account.

const current = typedPassword("Enter your current password.");

export const nameSchema = z.object({ name: requiredText("Full name", limits.name) });
export const passwordSchema = z.object({
  currentPassword: current,
  newPassword: registerSchema.shape.password,
});
export const emailSchema = z.object({ newEmail: emailField });
export const confirmPasswordSchema = z.object({ password: current });

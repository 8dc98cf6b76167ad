import type { FormDefinition } from "./fields";
import { failure } from "./toasts";
import { z } from "./zod";

/** The roles staff can give (spec §6, and the editor of record 046); the server's role model has the same. */
export const roleOptions = ["admin", "hr", "editor", "user"] as const;

export const roleSchema = z.object({
  userId: z.string({ error: "Choose a user." }).trim().min(1, "Choose a user."),
  role: z.enum(roleOptions, { error: "Unknown role." }),
});

const failed = failure("Failed to update user role.");

/** User Management's role dropdown. Its toasts are the spec's (§7, §8). */
export const roleForm: FormDefinition<typeof roleSchema> = {
  schema: roleSchema,
  required: ["userId", "role"],
  missing: failed("Choose a user and a role."),
  success: { title: "Role updated." },
  saveFailed: failed(),
};

import type { ToastMessage } from "~/lib/toast";
import { emailField } from "./fields";
import { MAX_PASSWORD_LENGTH } from "./limits";
import { z } from "./zod";

// The privacy tools: an admin's search, export and erasure by e-mail; a person's own deletion.

export const personEmailSchema = z.object({ email: emailField });

export const unknownPerson = (email: string): ToastMessage => ({
  title: "Nothing found",
  description: `No account or submission is tied to ${email}. Nothing was changed.`,
  variant: "destructive",
});

export const erasureNotConfirmed: ToastMessage = {
  title: "Not erased",
  description: "Type the e-mail address again to confirm the erasure.",
  variant: "destructive",
};

export const deleteAccountSchema = z.object({
  password: z
    .string({ error: "Password is required." })
    .min(1, "Password is required.")
    .max(MAX_PASSWORD_LENGTH),
});

import type { ToastMessage } from "~/lib/toast";
import { emailField, typedPassword } from "./fields";
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
  password: typedPassword(),
});

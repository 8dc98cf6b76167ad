import type { ToastMessage } from "~/lib/toast";
import { limits, MAX_PASSWORD_LENGTH } from "./limits";
import { z } from "./zod";

export { formMetaFields, invalidInput, limits } from "./limits";

/**
 * Drops control characters (keeping tab and line breaks). PostgreSQL cannot store NUL in text,
 * and none of them belong in a name or a message.
 */
export const withoutControlChars = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
  value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "");

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .overwrite(withoutControlChars)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** Optional text: blank becomes null, so the database stores "not given" one way. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .overwrite(withoutControlChars)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : null));

/** A password typed to sign in or to confirm a change: present, and no longer than any we store. */
export const typedPassword = (missing = "Password is required.") =>
  z
    .string({ error: missing })
    .min(1, missing)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`);

export const emailField = z
  .string({ error: "Email is required." })
  .trim()
  .min(1, "Email is required.")
  .max(limits.email, "Email is too long.")
  .pipe(z.email("Please enter a valid email address."));

export type FormDefinition<Schema extends z.ZodType> = {
  schema: Schema;
  /** Toast when a required field is empty (spec §5). */
  missing: ToastMessage;
  /** Fields whose absence raises `missing` rather than the generic message. */
  required: readonly string[];
  success: ToastMessage;
  saveFailed: ToastMessage;
  /** Toasts for particular fields, taking precedence over `missing` (e.g. no role selected). */
  fieldToasts?: Record<string, ToastMessage>;
  /**
   * Toast for input that is present but not valid: a fixed one, or one built from the first
   * field's message (the sign-in pages name the problem). Without it, `invalidInput`.
   */
  invalid?: ToastMessage | ((firstError: string) => ToastMessage);
};

/**
 * The names a form's controls may carry, checked against its schema: with
 * `const field = fieldNames(quoteSchema)`, `name={field("industry")}` compiles and a misspelt
 * or removed field does not, so the browser form and the server's parse cannot drift apart.
 */
export const fieldNames =
  <Schema extends z.ZodType>(_schema: Schema) =>
  <Name extends keyof z.input<Schema> & string>(name: Name): Name =>
    name;

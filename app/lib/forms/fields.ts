import { z } from "zod";
import type { ToastMessage } from "~/lib/toast";

/** Field length limits: generous for people, small enough to stop abuse. */
export const limits = {
  name: 120,
  email: 254,
  company: 160,
  shortText: 2000,
  longText: 5000,
} as const;

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** Optional text: blank becomes null, so the database stores "not given" one way. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : null));

export const emailField = z
  .string({ error: "Email is required." })
  .trim()
  .min(1, "Email is required.")
  .max(limits.email, "Email is too long.")
  .pipe(z.email("Please enter a valid email address."));

/** Fields every public form carries besides its own (anti-abuse and double-submit protection). */
export const formMetaFields = {
  /** Idempotency key: one per rendered form, renewed after each success. */
  formKey: "formKey",
  /** When the form was shown (ms since epoch), to spot bots that post instantly. */
  startedAt: "startedAt",
  /** Honeypot: hidden from people, filled by naive bots. */
  honeypot: "website",
} as const;

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
};

export const invalidInput: ToastMessage = {
  title: "Please check the form",
  description: "Some fields need your attention.",
  variant: "destructive",
};

import type { ToastMessage } from "~/lib/toast";

// What the browser needs on every page with a form, without loading zod (the schemas load when
// a form is first used).

/** Field length limits: generous for people, small enough to stop abuse. */
export const limits = {
  name: 120,
  email: 254,
  company: 160,
  shortText: 2000,
  longText: 5000,
} as const;

/**
 * Password length (spec §9). Very common passwords are refused on the server. Here rather than
 * with the auth schema, so that the sign-in pages' fields can say it without loading zod.
 */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

/** Fields every public form carries besides its own (anti-abuse and double-submit protection). */
export const formMetaFields = {
  /** Idempotency key: one per rendered form, renewed after each success. */
  formKey: "formKey",
  /** When the form was shown (ms since epoch), to spot bots that post instantly. */
  startedAt: "startedAt",
  /** Honeypot: hidden from people, filled by naive bots. */
  honeypot: "website",
} as const;

/** The toast for input that is present but not valid. */
export const invalidInput: ToastMessage = {
  title: "Please check the form",
  description: "Some fields need your attention.",
  variant: "destructive",
};

/**
 * The toast when no answer came back (offline, or an error page from something in between):
 * nothing may have been saved, and what was typed stays in the form.
 */
export const notSent: ToastMessage = {
  title: "Not sent",
  description: "Please check your connection and try again.",
  variant: "destructive",
};

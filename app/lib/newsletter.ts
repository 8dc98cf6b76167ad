// What the browser and the server share about the newsletter, "Insights by e-mail" (record 079).

export const NEWSLETTER_NAME = "Insights by e-mail";

/** The outbox kinds of the newsletter's own mail; each carries List-Unsubscribe. */
export type NewsletterMailKind = "newsletter-confirm";

/** Where the confirm and unsubscribe links lead (each with `?token=`). */
export const newsletterPaths = {
  signup: "/newsletter",
  confirm: "/newsletter/confirm",
  unsubscribe: "/newsletter/unsubscribe",
} as const;

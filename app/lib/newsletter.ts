// What the browser and the server share about the newsletter, "Insights by e-mail" (record 079).

export const NEWSLETTER_NAME = "Insights by e-mail";

/** The outbox kinds of the newsletter's own mail; each carries List-Unsubscribe. */
export type NewsletterMailKind =
  | "newsletter-confirm"
  | "newsletter-welcome"
  | "newsletter-issue"
  | "newsletter-test";

/** Where the confirm and unsubscribe links lead (each with `?token=`). */
export const newsletterPaths = {
  signup: "/newsletter",
  confirm: "/newsletter/confirm",
  unsubscribe: "/newsletter/unsubscribe",
  /** The public archive of sent issues (record 111). */
  archive: "/insights/issues",
} as const;

/** The click counter's URL of an issue's link number `link` (no person in it, record 111). */
export const issueLinkPath = (slug: string, link: number) => `/insights/issues/${slug}/l/${link}`;

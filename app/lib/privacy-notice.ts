// The privacy notice every public form shows. Its version is stored with each submission
// (submission_consents), so we can always tell which wording a person saw. Change the wording
// → add a version; keep the old ones listed, so a form rendered before a deploy still counts.

export const PRIVACY_NOTICE_VERSION = "2026-11-29";
/**
 * 2026-11-29: the page says which issues reach whom and how clicks are counted (record 111).
 * 2026-11-28: the page covers insights by e-mail and booked meetings (records 079, 077).
 * 2026-11-26: the page says how visits are counted (record 072).
 */
export const privacyNoticeVersions = [
  PRIVACY_NOTICE_VERSION,
  "2026-11-28",
  "2026-11-26",
  "2026-11-23",
] as const;

/** The hidden field that carries the version a form was rendered with. */
export const PRIVACY_NOTICE_FIELD = "privacyNotice";
/** The application form's required consent checkbox. */
export const CONSENT_FIELD = "consent";

export type PrivacyNoticeKind = "lead" | "application" | "newsletter";

/** What is kept, why and for how long, in one or two sentences per kind of form. */
export const privacyNoticeText: Record<PrivacyNoticeKind, string> = {
  lead: "We keep your name, email and message to answer you and follow up, for up to 2 years after we close your request.",
  application:
    "We keep your application and résumé to consider you for this role, for 180 days after a final decision, then remove them.",
  newsletter:
    "We keep your email (and name, if given) to send you our insights until you unsubscribe; every e-mail has an unsubscribe link. You are only subscribed once you confirm.",
};

export const consentLabel =
  "I agree to Brazos Digital keeping my application and résumé as the privacy notice describes.";
export const consentMissing = "Please agree to the privacy notice to send your application.";

/** The version a form posted, if it is one we published; else the current one. */
export function noticeVersionOf(posted: string | undefined): string {
  return privacyNoticeVersions.find((version) => version === posted) ?? PRIVACY_NOTICE_VERSION;
}

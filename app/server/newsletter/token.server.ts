import { createHmac, timingSafeEqual } from "node:crypto";
import { isRecordId } from "~/lib/ids";
import { authSecret } from "../signing/secret.server";

/**
 * Signed links for one subscription (record 079): `confirm` works for a week; `unsubscribe`
 * never expires, since it sits in every mail the person keeps.
 */
export type NewsletterTokenPurpose = "confirm" | "unsubscribe";

const CONFIRM_DAYS = 7;
const NO_EXPIRY = "0";

const signature = (purpose: NewsletterTokenPurpose, payload: string) =>
  createHmac("sha256", authSecret()).update(`newsletter-${purpose}:${payload}`).digest("base64url");

export function newsletterToken(
  purpose: NewsletterTokenPurpose,
  subscriptionId: string,
  now = new Date(),
): string {
  const expires =
    purpose === "confirm"
      ? String(Math.floor(now.getTime() / 1000) + CONFIRM_DAYS * 86_400)
      : NO_EXPIRY;
  const payload = `${subscriptionId}.${expires}`;
  return `${payload}.${signature(purpose, payload)}`;
}

/** The subscription a token names, if it is signed for `purpose` and not expired. */
export function readNewsletterToken(
  purpose: NewsletterTokenPurpose,
  token: string | null,
  now = new Date(),
): string | null {
  const [id = "", expires = "", given = ""] = (token ?? "").split(".");
  if (!isRecordId(id) || !/^\d+$/.test(expires)) return null;
  const expected = Buffer.from(signature(purpose, `${id}.${expires}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  if (expires !== NO_EXPIRY && Number(expires) * 1000 <= now.getTime()) return null;
  return id;
}

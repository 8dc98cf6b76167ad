import { randomBytes } from "node:crypto";
import { deviceCookieName } from "~/lib/device-cookie";
import { config } from "../config.server";
import { signature, signatureMatches } from "../signing/signing.server";

/**
 * Device cookies as OWASP describes them ("Slow down online guessing attacks with device
 * cookies", record 098): after a sign-in the browser keeps a signed token naming the account,
 * so its next attempts at that account are told apart from strangers' guesses.
 */
const PURPOSE = "sign-in-device";
/** A browser stays known for half a year after its last sign-in. */
export const DEVICE_COOKIE_MAX_AGE = 180 * 86_400;

/** The cookie's name and attributes: `__Host-`, Secure and httpOnly in production, as sessions. */
export function deviceCookie() {
  const production = config().NODE_ENV === "production";
  return {
    name: deviceCookieName(production),
    attributes: {
      httpOnly: true,
      secure: production,
      sameSite: "lax" as const,
      path: "/",
      maxAge: DEVICE_COOKIE_MAX_AGE,
    },
  };
}

const accountOf = (email: string) => email.trim().toLowerCase();

/** A new device token for the account: a random name and its signature, bound to the account. */
export function deviceToken(email: string): string {
  const nonce = randomBytes(16).toString("base64url");
  const sig = signature(PURPOSE, `${accountOf(email)}:${nonce}`, 18).toString("base64url");
  return `${nonce}.${sig}`;
}

/** The device's name when `token` was signed for this account, else null. */
export function knownDevice(token: string | null | undefined, email: string): string | null {
  const [nonce, sig, extra] = (token ?? "").split(".");
  if (!nonce || !sig || extra !== undefined) return null;
  const given = Buffer.from(sig, "base64url");
  return signatureMatches(PURPOSE, `${accountOf(email)}:${nonce}`, given, 18) ? nonce : null;
}

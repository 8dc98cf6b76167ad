import { signature, signatureMatches } from "../signing/signing.server";

/**
 * Signed links of booking (record 077): `book` opens the slot picker of one demo request (or,
 * later, application); `manage` lets the visitor reschedule or cancel one meeting. A token is
 * `<base64url payload>.<base64url mac>`, the payload `<purpose>:<kind>:<id>:<expiry seconds>`;
 * the mac is checked before anything is looked up.
 */
export type BookingLinkPurpose = "book" | "manage";

export type BookingLink = {
  purpose: BookingLinkPurpose;
  kind: string;
  id: string;
  expiresAt: Date;
};

const SIGNING_PURPOSE = "booking-link";
const MAC_BYTES = 16;

export function signBookingLink(link: BookingLink): string {
  const seconds = Math.floor(link.expiresAt.getTime() / 1000);
  const payload = `${link.purpose}:${link.kind}:${link.id}:${seconds}`;
  const mac = signature(SIGNING_PURPOSE, payload, MAC_BYTES).toString("base64url");
  return `${Buffer.from(payload).toString("base64url")}.${mac}`;
}

/** forged: not ours (or not this purpose); expired: ours, but too old. */
export type ReadLink =
  | { state: "valid"; link: BookingLink }
  | { state: "forged" }
  | { state: "expired"; link: BookingLink };

export function readBookingLink(
  token: string,
  purpose: BookingLinkPurpose,
  now = new Date(),
): ReadLink {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return { state: "forged" };
  const [, encoded = "", mac = ""] = match;
  const payload = Buffer.from(encoded, "base64url").toString("utf8");
  if (!signatureMatches(SIGNING_PURPOSE, payload, Buffer.from(mac, "base64url"), MAC_BYTES))
    return { state: "forged" };
  const [given, kind = "", id = "", seconds = ""] = payload.split(":");
  if (given !== purpose || !/^\d+$/.test(seconds)) return { state: "forged" };
  const link = { purpose, kind, id, expiresAt: new Date(Number(seconds) * 1000) };
  return link.expiresAt.getTime() < now.getTime()
    ? { state: "expired", link }
    : { state: "valid", link };
}

import { isRecordId } from "~/lib/ids";
import { config } from "../config.server";
import {
  addressParts,
  hexOfUuid,
  signedAddressParts,
  uuidOfHex,
} from "../signing/signed-address.server";
import { signature, signatureMatches } from "../signing/signing.server";

/**
 * VERP return paths of newsletter mail (record 112): `bounce+<token>@<INBOUND_REPLY_DOMAIN>`.
 * The token is one base-36 number (lower case: some mail systems fold case) of the first 8
 * bytes of the subscriber's id, the issue's id (16 bytes, left out for mail that is no issue,
 * such as the welcome) and the first 96 bits of an HMAC-SHA256 of both. Two UUIDs and a MAC do
 * not fit the 64 characters of a local part; the id's first 64 bits find the subscriber (the
 * signature is checked before anything is looked up). 63 characters with an issue, 38 without.
 */
const pattern = /^bounce\+([0-9a-z]{56}|[0-9a-z]{31})@(.+)$/;

const PREFIX_BYTES = 8;
const ID_BYTES = 16;
const MAC_BYTES = 12;
const PURPOSE = "newsletter-bounce";

/** What a valid return path names: the subscriber by its id's first 64 bits, and the issue. */
export type BounceToken = { subscriberPrefix: string; issueId: string | null };

const payloadOf = (token: BounceToken) => `${token.subscriberPrefix}:${token.issueId ?? ""}`;

/** Bytes (as hex) in base 36 at a fixed width, so a token's length tells its form. */
const widthFor = (bytes: number) => Math.ceil((bytes * 8) / Math.log2(36));
const toBase36 = (hex: string) =>
  BigInt(`0x${hex}`)
    .toString(36)
    .padStart(widthFor(hex.length / 2), "0");

function fromBase36(digits: string, bytes: number): string | null {
  let value = 0n;
  for (const digit of digits) value = value * 36n + BigInt(Number.parseInt(digit, 36));
  const hex = value.toString(16).padStart(bytes * 2, "0");
  return hex.length === bytes * 2 ? hex : null;
}

/**
 * The return path for one subscriber's copy of an issue (or, without issueId, of other
 * newsletter mail), or null when INBOUND_REPLY_DOMAIN is not set or an id is no UUID.
 */
export function bounceAddressFor(
  input: { issueId?: string | null; subscriberId: string },
  domain = config().INBOUND_REPLY_DOMAIN,
): string | null {
  if (!domain || !isRecordId(input.subscriberId)) return null;
  if (input.issueId != null && !isRecordId(input.issueId)) return null;
  const token: BounceToken = {
    subscriberPrefix: hexOfUuid(input.subscriberId).slice(0, PREFIX_BYTES * 2),
    issueId: input.issueId ? input.issueId.toLowerCase() : null,
  };
  const mac = signature(PURPOSE, payloadOf(token), MAC_BYTES).toString("hex");
  const issueHex = token.issueId ? hexOfUuid(token.issueId) : "";
  return `bounce+${toBase36(`${token.subscriberPrefix}${issueHex}${mac}`)}@${domain}`;
}

/** What a return path names, if it is one of ours with a valid signature; null otherwise. */
export function readBounceAddress(
  address: string,
  domain = config().INBOUND_REPLY_DOMAIN,
): BounceToken | null {
  const [digits] = signedAddressParts(pattern, address, domain) ?? [];
  if (digits === undefined) return null;
  const withIssue = digits.length === widthFor(PREFIX_BYTES + ID_BYTES + MAC_BYTES);
  const idBytes = PREFIX_BYTES + (withIssue ? ID_BYTES : 0);
  const hex = fromBase36(digits, idBytes + MAC_BYTES);
  if (!hex) return null;
  const token: BounceToken = {
    subscriberPrefix: hex.slice(0, PREFIX_BYTES * 2),
    issueId: withIssue ? uuidOfHex(hex.slice(PREFIX_BYTES * 2, idBytes * 2)) : null,
  };
  const given = Buffer.from(hex.slice(idBytes * 2), "hex");
  return signatureMatches(PURPOSE, payloadOf(token), given, MAC_BYTES) ? token : null;
}

/** Whether an address has the shape of a return path at our domain (signature unchecked). */
export function looksLikeBounceAddress(address: string, domain = config().INBOUND_REPLY_DOMAIN) {
  return addressParts(pattern, address, domain) !== null;
}

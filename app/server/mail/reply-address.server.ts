import { type LeadKind, leadKindIds, leadKinds } from "~/lib/lead-kinds";
import { config } from "../config.server";
import {
  addressParts,
  hexOfUuid,
  signedAddressParts,
  uuidOfHex,
} from "../signing/signed-address.server";
import { signature, signatureMatches } from "../signing/signing.server";

/**
 * Reply addresses unique to a record (record 075): `reply+<kind><id>-<mac>@<domain>`, where the
 * kind is its reference letter, the id the record's UUID in hex, and the mac the first 96 bits of
 * an HMAC-SHA256 with the server's secret. Lower case only (some mail systems fold case), 64
 * characters at most in the local part. The mac is checked before anything is looked up, so a
 * guessed address tells nothing about which records exist.
 */
const pattern = /^reply\+([a-z])([0-9a-f]{32})-([0-9a-f]{24})@(.+)$/;

const letterOf = (kind: LeadKind) => leadKinds[kind].prefix.toLowerCase();

const PURPOSE = "inbound-reply";
const MAC_BYTES = 12;

export type ReplyTarget = { kind: LeadKind; id: string };

/** The record's reply address, or undefined when INBOUND_REPLY_DOMAIN is not set. */
export function replyAddress(kind: LeadKind, id: string, domain = config().INBOUND_REPLY_DOMAIN) {
  if (!domain) return undefined;
  const hex = hexOfUuid(id);
  if (!/^[0-9a-f]{32}$/.test(hex)) return undefined;
  const letter = letterOf(kind);
  const mac = signature(PURPOSE, `${letter}${hex}`, MAC_BYTES).toString("hex");
  return `reply+${letter}${hex}-${mac}@${domain}`;
}

/** The record an address names, if it is one of ours with a valid signature; null otherwise. */
export function readReplyAddress(
  address: string,
  domain = config().INBOUND_REPLY_DOMAIN,
): ReplyTarget | null {
  const parts = signedAddressParts(pattern, address, domain);
  if (!parts) return null;
  const [letter = "", hex = "", given = ""] = parts;
  if (!signatureMatches(PURPOSE, `${letter}${hex}`, Buffer.from(given, "hex"), MAC_BYTES))
    return null;
  const kind = leadKindIds.find((k) => letterOf(k) === letter);
  return kind ? { kind, id: uuidOfHex(hex) } : null;
}

/** Whether an address has the shape of our reply addresses at our domain (signature unchecked). */
export function looksLikeReplyAddress(address: string, domain = config().INBOUND_REPLY_DOMAIN) {
  return addressParts(pattern, address, domain) !== null;
}

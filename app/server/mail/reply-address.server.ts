import { timingSafeEqual } from "node:crypto";
import { type LeadKind, leadKindIds, leadKinds } from "~/lib/lead-kinds";
import { config } from "../config.server";
import { signature } from "../signing/signing.server";

/**
 * Reply addresses unique to a record (record 075): `reply+<kind><id>-<mac>@<domain>`, where the
 * kind is its reference letter, the id the record's UUID in hex, and the mac the first 96 bits of
 * an HMAC-SHA256 with the server's secret. Lower case only (some mail systems fold case), 64
 * characters at most in the local part. The mac is checked before anything is looked up, so a
 * guessed address tells nothing about which records exist.
 */
const pattern = /^reply\+([a-z])([0-9a-f]{32})-([0-9a-f]{24})@(.+)$/;

const letterOf = (kind: LeadKind) => leadKinds[kind].prefix.toLowerCase();

function mac(letter: string, hex: string): Buffer {
  return signature("inbound-reply", `${letter}${hex}`, 12);
}

export type ReplyTarget = { kind: LeadKind; id: string };

/** The record's reply address, or undefined when INBOUND_REPLY_DOMAIN is not set. */
export function replyAddress(kind: LeadKind, id: string, domain = config().INBOUND_REPLY_DOMAIN) {
  if (!domain) return undefined;
  const hex = id.replace(/-/g, "").toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) return undefined;
  const letter = letterOf(kind);
  return `reply+${letter}${hex}-${mac(letter, hex).toString("hex")}@${domain}`;
}

/** The record an address names, if it is one of ours with a valid signature; null otherwise. */
export function readReplyAddress(
  address: string,
  domain = config().INBOUND_REPLY_DOMAIN,
): ReplyTarget | null {
  if (!domain || address.length > 320) return null;
  const match = pattern.exec(address.trim().toLowerCase());
  if (!match) return null;
  const [, letter = "", hex = "", given = "", at = ""] = match;
  if (at !== domain.toLowerCase()) return null;
  const expected = mac(letter, hex);
  const actual = Buffer.from(given, "hex");
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const kind = leadKindIds.find((k) => letterOf(k) === letter);
  if (!kind) return null;
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { kind, id };
}

/** Whether an address has the shape of our reply addresses at our domain (signature unchecked). */
export function looksLikeReplyAddress(address: string, domain = config().INBOUND_REPLY_DOMAIN) {
  const match = pattern.exec(address.trim().toLowerCase());
  return Boolean(domain && match && match[4] === domain.toLowerCase());
}

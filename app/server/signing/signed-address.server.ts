/**
 * What our signed addresses share (reply addresses, newsletter return paths): a UUID carried as
 * its 32 hex digits, and reading an address of one of our shapes at our domain. Each kind keeps
 * its own pattern and signature.
 */

/** An address longer than this is no address (RFC 5321's path limit, rounded up). */
const MAX_ADDRESS = 320;

/** A UUID as the 32 lower-case hex digits an address carries. */
export const hexOfUuid = (id: string) => id.replace(/-/g, "").toLowerCase();

/** The UUID that 32 hex digits spell, dashes back in. */
export const uuidOfHex = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/**
 * The groups `pattern` finds in an address (lower-cased, trimmed) whose last group is our
 * `domain`, domain left off; null when no domain is set or the address has another shape or
 * domain. The signature inside is the caller's to check.
 */
export function addressParts(pattern: RegExp, address: string, domain: string | undefined) {
  const match = pattern.exec(address.trim().toLowerCase());
  if (!domain || !match || match.at(-1) !== domain.toLowerCase()) return null;
  return match.slice(1, -1);
}

/** `addressParts` of an address short enough to be one, for reading what it names. */
export function signedAddressParts(pattern: RegExp, address: string, domain: string | undefined) {
  return address.length > MAX_ADDRESS ? null : addressParts(pattern, address, domain);
}

import { DEVICE_COOKIE_NAMES } from "~/lib/device-cookie";
import { SOURCE_COOKIE } from "~/lib/source-cookie";

/** Cookies page reads never need: the visitor's source and the sign-in device cookie. */
const PAGE_READS_SKIP = [SOURCE_COOKIE, ...DEVICE_COOKIE_NAMES].map((name) => `${name}=`);

/**
 * The Cookie header without the visitor's source cookie (and the sign-in device cookie, record
 * 098), or undefined when nothing is left. Page reads never need them (only form posts do), and
 * a visitor who carries only them is still anonymous: their pages come from the page cache
 * (docs/decisions: lead source cookie).
 */
export function withoutSourceCookie(header: string | undefined): string | undefined {
  if (!header || !PAGE_READS_SKIP.some((name) => header.includes(name))) return header;
  const kept = header
    .split(/;\s*/)
    .filter((part) => part && !PAGE_READS_SKIP.some((name) => part.startsWith(name)))
    .join("; ");
  return kept || undefined;
}

import { SOURCE_COOKIE } from "~/lib/source-cookie";

/**
 * The Cookie header without the visitor's source cookie, or undefined when nothing is left.
 * Page reads never need it (only form posts do), and a visitor who carries only it is still
 * anonymous: their pages come from the page cache (docs/decisions: lead source cookie).
 */
export function withoutSourceCookie(header: string | undefined): string | undefined {
  if (!header?.includes(`${SOURCE_COOKIE}=`)) return header;
  const kept = header
    .split(/;\s*/)
    .filter((part) => part && !part.startsWith(`${SOURCE_COOKIE}=`))
    .join("; ");
  return kept || undefined;
}

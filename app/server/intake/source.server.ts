import type { LeadSource } from "~/lib/dashboard";
import { withoutControlChars } from "~/lib/forms/fields";
import { z } from "~/lib/forms/zod";
import { SOURCE_COOKIE, SOURCE_FIELD_MAX } from "~/lib/source-cookie";

/** Plain text of bounded length; anything else is dropped, never stored. */
const plain = (max: number) =>
  z
    .string()
    .overwrite(withoutControlChars)
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !/[<>]/.test(value))
    .optional()
    .catch(undefined);

const sourceSchema = z.object({
  landing: plain(200)
    .refine((value) => value === undefined || value.startsWith("/"))
    .catch(undefined),
  referrer: z
    .string()
    .max(253)
    .regex(/^[a-z0-9.-]+(:\d+)?$/i)
    .optional()
    .catch(undefined),
  utmSource: plain(SOURCE_FIELD_MAX),
  utmMedium: plain(SOURCE_FIELD_MAX),
  utmCampaign: plain(SOURCE_FIELD_MAX),
});

/**
 * Reads the visitor's `bd_src` cookie (app/lib/source-cookie.ts) from a Cookie header. The
 * browser wrote it, so anyone could have: every field is checked and a bad one is dropped.
 */
export function sourceFromCookie(cookieHeader: string | null): LeadSource | null {
  if (!cookieHeader) return null;
  const raw = cookieHeader
    .split(/;\s*/)
    .find((part) => part.startsWith(`${SOURCE_COOKIE}=`))
    ?.slice(SOURCE_COOKIE.length + 1);
  if (!raw || raw.length > 2000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  const result = sourceSchema.safeParse(parsed);
  if (!result.success) return null;
  const source = Object.fromEntries(
    Object.entries(result.data).filter(([, value]) => value !== undefined),
  ) as LeadSource;
  return Object.keys(source).length ? source : null;
}

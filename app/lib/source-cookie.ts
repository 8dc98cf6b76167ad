import type { LeadSource } from "./dashboard";
import { countablePath } from "./secret-links";

/**
 * Where a visitor first came from, kept in a first-party cookie for 30 days and read only when
 * a form is posted (app/server/intake/source.server.ts). The browser writes it, not the server,
 * so anonymous pages stay cacheable; the host drops it from page reads (host/source-cookie.ts).
 */
export const SOURCE_COOKIE = "bd_src";
export const SOURCE_MAX_AGE = 30 * 24 * 60 * 60;
export const SOURCE_FIELD_MAX = 100;

const utmParams = [
  ["utm_source", "utmSource"],
  ["utm_medium", "utmMedium"],
  ["utm_campaign", "utmCampaign"],
] as const;

/** The source of this visit: landing path, a cross-site referrer's host, and utm values. */
export function sourceOfVisit(href: string, referrer: string): LeadSource {
  const url = new URL(href);
  // A booking link's token is the visitor's key, not a landing page (record 096).
  const source: LeadSource = { landing: countablePath(url.pathname).slice(0, 200) };
  try {
    const from = referrer ? new URL(referrer) : null;
    if (from && from.host !== url.host && /^https?:$/.test(from.protocol))
      source.referrer = from.hostname;
  } catch {
    // An unreadable referrer is no referrer.
  }
  for (const [param, key] of utmParams) {
    const value = url.searchParams.get(param)?.trim();
    if (value) source[key] = value.slice(0, SOURCE_FIELD_MAX);
  }
  return source;
}

/** Writes the cookie on a first visit; later visits keep the first one. Browser only. */
export function rememberSource() {
  if (typeof document === "undefined") return;
  if (document.cookie.split(/;\s*/).some((c) => c.startsWith(`${SOURCE_COOKIE}=`))) return;
  const source = sourceOfVisit(location.href, document.referrer);
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie is all we need
  document.cookie = `${SOURCE_COOKIE}=${encodeURIComponent(JSON.stringify(source))}; Max-Age=${SOURCE_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
}

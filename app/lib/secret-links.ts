/**
 * Pages reached by a secret link (record 096): the link itself is the visitor's key, so the page
 * is theirs alone. One list, read by the host's page cache (never shared, never served from the
 * cache: always live state) and by analytics (stored as the route pattern, never the token).
 * The browser reads it too: a lead's source cookie keeps a landing page's route, never its
 * token (source-cookie.ts). A new signed-link route in app/routes.ts joins this list.
 */
const SECRET_ROUTES = [
  // Booking by signed link (record 077): the slot picker and a meeting's reschedule and cancel.
  { pattern: "/book/manage/:token", match: /^\/book\/manage\/[^/]+\/?$/ },
  { pattern: "/book/:token", match: /^\/book\/[^/]+\/?$/ },
  // A client's proposal and its PDF (record 115); /proposals/verify is a public page.
  { pattern: "/proposals/:token/pdf", match: /^\/proposals\/[^/]+\/pdf\/?$/ },
  { pattern: "/proposals/:token", match: /^\/proposals\/(?!verify\/?$)[^/]+\/?$/ },
  // A staff member's private calendar feed.
  { pattern: "/calendar/:file", match: /^\/calendar\/[^/]+\/?$/ },
  // The token rides in the query: the path is safe to count, the page not to share.
  { pattern: "/newsletter/confirm", match: /^\/newsletter\/confirm\/?$/ },
  { pattern: "/newsletter/unsubscribe", match: /^\/newsletter\/unsubscribe\/?$/ },
  { pattern: "/reset-password", match: /^\/reset-password\/?$/ },
] as const;

/** A page's path without React Router's `.data` suffix (`/book/x.data`, `/_.data`). */
function pagePath(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  if (pathname === "/_.data") return "/";
  return pathname.endsWith("/_.data") ? pathname.slice(0, -7) : pathname.slice(0, -5);
}

/** The route pattern of a secret link's page (`/book/:token`), or null for any other path. */
export function secretRouteOf(pathname: string): string | null {
  const path = pagePath(pathname);
  return SECRET_ROUTES.find((route) => route.match.test(path))?.pattern ?? null;
}

/**
 * Whether a URL is a secret link: one of the routes above, or any page with a draft's shared
 * preview token (`?preview=`, app/server/content/preview.server.ts).
 */
export function isSecretLink(url: URL): boolean {
  return secretRouteOf(url.pathname) !== null || url.searchParams.has("preview");
}

/** The path analytics may keep: a secret link's route pattern, else the path itself. */
export const countablePath = (path: string) => secretRouteOf(path) ?? path;

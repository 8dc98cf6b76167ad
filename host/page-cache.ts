import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { BRAND_FONT_COOKIE } from "~/lib/brand-font";
import { isSecretLink } from "~/lib/secret-links";
import { privateNoStore } from "~/server/http/headers.server";

/**
 * Rendered pages for anonymous visitors, kept in memory and served compressed, so a traffic
 * spike costs a lookup instead of a render. Anything with a cookie (a session, a flash toast)
 * bypasses it. A deploy starts a new process, which starts with an empty cache.
 */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  etag: string;
  body: { identity: Buffer; br: Buffer; gzip: Buffer };
  /** CSP hashes of the inline scripts: their nonce belongs to the response that was cached. */
  scriptHashes: string[];
};

/** Sent with anonymous pages that do not set their own Cache-Control. */
export const anonymousCacheControl =
  "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";

/** Statuses whose page is the same for every anonymous visitor: the only ones ever shared. */
const CACHEABLE_STATUS = new Set([200, 404]);

/**
 * Cache-Control for a response whose route set none. Only anonymous pages are shared. A
 * redirect never is: its target depends on who asks (a protected page sends the anonymous to
 * /login, and a shared copy would send signed-in people there too). React Router answers a
 * `.data` request's redirect as 202, so that counts as one.
 */
export function defaultCacheControl(request: Request, response: Response): string {
  if (isSecretLink(new URL(request.url))) return privateNoStore["Cache-Control"];
  const anonymous = cacheKey(request) !== null;
  if (anonymous && !response.headers.has("set-cookie") && CACHEABLE_STATUS.has(response.status))
    return anonymousCacheControl;
  const redirect = (response.status >= 300 && response.status < 400) || response.status === 202;
  return redirect ? privateNoStore["Cache-Control"] : "private, no-cache";
}

/**
 * Cache-Control to set on a response, or null to keep the route's own. A secret link's page
 * (record 096) is personal whatever its route says; other routes' own value stands.
 */
export function cacheControlFor(request: Request, response: Response): string | null {
  if (isSecretLink(new URL(request.url))) return privateNoStore["Cache-Control"];
  return response.headers.has("cache-control") ? null : defaultCacheControl(request, response);
}

/**
 * Bounded by bytes as well as entries: a query string a page reads makes a new entry, so a
 * crawler asking for `/insights?page=1`, `?page=2`, ... could otherwise fill the process with 500 copies of the home page
 * (about 110 KB each with its two compressed copies). 24 MB holds every public page three times
 * over; the least recently used go first.
 */
export function createPageCache({ maxEntries = 500, maxBytes = 24 * 1024 * 1024 } = {}) {
  const cache = new LRUCache<string, CachedPage>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: pageBytes,
  });
  // Bumped by every invalidation. A render that began before one may hold what the
  // invalidation replaced (it read the job list or the live content before the publish), so its
  // page is sent to the one who asked but never stored: else it would be served for 300 s.
  let generation = 0;
  return {
    get: (key: string) => cache.get(key),
    /** Read before rendering; handed to `store` with the rendered response. */
    generation: () => generation,
    /**
     * Stores a response if it may be shared and no invalidation came since its render began
     * (`renderedUnder`, from `generation()`). Returns the page to send, or null when the
     * response was left unread (not shareable, or stale before its body was read).
     */
    async store(
      key: string,
      response: Response,
      renderedUnder: number,
    ): Promise<CachedPage | null> {
      const ttlSeconds = sharedMaxAge(response);
      if (ttlSeconds === null || renderedUnder !== generation) return null;
      const identity = Buffer.from(await response.arrayBuffer());
      const page: CachedPage = {
        status: response.status,
        headers: [...response.headers].filter(([name]) => !skippedHeaders.has(name)),
        etag: `"${createHash("sha1").update(identity).digest("base64url")}"`,
        scriptHashes: inlineScriptHashes(identity.toString("utf8")),
        body: {
          identity,
          br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
          gzip: gzipSync(identity, { level: 9 }),
        },
      };
      // The body is read asynchronously: an invalidation may have come meanwhile. The page is
      // still whole, so it is returned to be sent, just not kept.
      if (renderedUnder === generation) cache.set(key, page, { ttl: ttlSeconds * 1000 });
      return page;
    },
    /** Drops a path's pages, or every page for "*" (a content publish, see EVERY_PAGE). */
    invalidate: (path: string) => {
      generation += 1;
      if (path === "*") return cache.clear();
      for (const key of cache.keys())
        if (new URL(key, "http://x").pathname === path) cache.delete(key);
    },
  };
}

/** What a stored page holds in memory: its three bodies (headers and hashes are small). */
function pageBytes(page: CachedPage): number {
  const { identity, br, gzip } = page.body;
  return Math.max(1, identity.byteLength + br.byteLength + gzip.byteLength);
}

const skippedHeaders = new Set(["content-length", "content-encoding", "transfer-encoding", "etag"]);

/** Only anonymous reads of pages and their data are shared. */
export function cacheKey(request: Request): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const cookie = request.headers.get("cookie");
  // The typeface cookie alone leaves a visitor anonymous: their pages are a variant of their own.
  const brandFont = cookie !== null && cookie.trim() === `${BRAND_FONT_COOKIE}=1`;
  if ((cookie !== null && !brandFont) || request.headers.has("authorization")) return null;
  const url = new URL(request.url);
  if (url.pathname.startsWith("/api/")) return null;
  // Uploaded images are already compressed and carry their own year-long caching.
  if (url.pathname.startsWith("/media/")) return null;
  // A secret link's page is its visitor's own, and always live (record 096).
  if (isSecretLink(url)) return null;
  // A fragment, so `invalidate` still finds the path.
  return url.pathname + pageQuery(url.searchParams) + (brandFont ? "#brand-font" : "");
}

/**
 * The query parameters an anonymous page reads (its loader or component; grep for
 * `searchParams` and `useSearchParams`), and React Router's own: `_routes` and `index` of
 * `.data` requests, `paths` and `version` of the route manifest (`/__manifest`, whose answer
 * lists the routes of the paths asked for: without them a visitor got another's list and a 404
 * for the form they posted). Any other
 * (utm_*, a click id, `?x=123`) renders the same page, so it is left out of the key: a visitor
 * cannot skip the cache by making up values (record 096). Analytics still sees them, as it
 * reads the request's own URL (host/app.ts).
 */
const PAGE_PARAMS = new Set([
  ...["_routes", "index", "paths", "version"],
  ...["page", "apply", "error", "verified", "recovery"],
]);

function pageQuery(search: URLSearchParams): string {
  const kept = [...search].filter(([name]) => PAGE_PARAMS.has(name));
  if (kept.length === 0) return "";
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `?${new URLSearchParams(kept)}`;
}

/** Seconds a response may be shared for, or null when it must not be shared. */
function sharedMaxAge(response: Response): number | null {
  if (!CACHEABLE_STATUS.has(response.status)) return null;
  if (response.headers.has("set-cookie")) return null;
  const cacheControl = response.headers.get("cache-control") ?? "";
  if (!/\bpublic\b/.test(cacheControl)) return null;
  const match = /s-maxage=(\d+)/.exec(cacheControl) ?? /max-age=(\d+)/.exec(cacheControl);
  const seconds = match ? Number(match[1]) : 0;
  return seconds > 0 ? seconds : null;
}

/** Picks the smallest encoding the client accepts. */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  const accepted = acceptEncoding ?? "";
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}

/** sha256 sources for every inline script that runs (data blocks such as JSON-LD do not). */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", content = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    if (/\bsrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
    hashes.push(`sha256-${createHash("sha256").update(content).digest("base64")}`);
  }
  return hashes;
}

/** This process's cache of anonymous public pages: the app reads it, a publish empties it. */
export const pageCache = createPageCache();

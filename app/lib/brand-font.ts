import { useEffect } from "react";

/**
 * The brand typeface is used once this browser has it: a first visit paints at once in the
 * metric-matched fallback and fetches Inter when it is idle; from then on a cookie tells the
 * server to render pages with the `brand-font` class, and the font comes from the cache. A font
 * fetched before the first paint delayed it on slow links, and a script deciding before the first
 * paint cost as much (docs/decisions/056-first-view-font-and-map.md).
 */
export const BRAND_FONT_COOKIE = "bd_font";
const FONT_CLASS = "brand-font";
const ONE_YEAR = 365 * 24 * 60 * 60;

/** Whether a Cookie header says the browser has the typeface. */
export function hasBrandFont(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? "").split(/;\s*/).includes(`${BRAND_FONT_COOKIE}=1`);
}

/** The class on <html> that switches the page to the typeface (app/app.css). */
export const brandFontClass = (has: boolean) => (has ? FONT_CLASS : undefined);

/**
 * Fetches the typeface when the browser is idle (not on Save-Data), and uses it from the next page:
 * the root loader runs on every navigation and reads the cookie. `hasIt` is its reading; reading
 * `document.cookie` here instead was a synchronous call to the browser process (1-12 ms) inside
 * hydration's tasks.
 */
export function useBrandFont(hasIt: boolean) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, when the page hydrates
  useEffect(() => {
    const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
    if (hasIt || connection?.saveData) return;
    const secure = location.protocol === "https:" ? "; Secure" : "";
    const fetchFont = () =>
      document.fonts
        .load('1em "Inter Variable"')
        .then((faces) => {
          if (faces.length === 0) return;
          // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie, as bd_src
          document.cookie = `${BRAND_FONT_COOKIE}=1; Max-Age=${ONE_YEAR}; Path=/; SameSite=Lax${secure}`;
        })
        .catch(() => {});
    if ("requestIdleCallback" in window) {
      const id = requestIdleCallback(fetchFont, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(fetchFont, 2000);
    return () => clearTimeout(id);
  }, []);
}

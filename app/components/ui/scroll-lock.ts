import { useEffect } from "react";

const LOCKED = "data-scroll-locked";

/**
 * Stands in for `react-remove-scroll-bar` (vite.config.ts points the package here), which
 * Radix's modal dialog uses to stop the page scrolling behind it. The original injects a
 * <style> element measured at run time, which the Content-Security-Policy refuses: style-src
 * allows the site's stylesheet and nonced styles, and a page served from the page cache carries
 * another response's nonce. This one only counts open dialogs on <body>; app.css holds the
 * static rules for that mark, and `scrollbar-gutter: stable` keeps the layout from shifting
 * when the scrollbar goes. Wheel and touch scrolling are still blocked by react-remove-scroll.
 */
export function RemoveScrollBar(): null {
  useEffect(() => {
    const body = document.body;
    body.setAttribute(LOCKED, String(Number(body.getAttribute(LOCKED) ?? 0) + 1));
    return () => {
      const open = Number(body.getAttribute(LOCKED) ?? 1) - 1;
      if (open > 0) body.setAttribute(LOCKED, String(open));
      else body.removeAttribute(LOCKED);
    };
  }, []);
  return null;
}

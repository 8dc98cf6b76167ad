import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Every route change scrolls to the top: smoothly, unless the visitor prefers reduced motion. */
export function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? "auto" : "smooth" });
  }, [pathname]);
}

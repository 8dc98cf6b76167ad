import { useEffect } from "react";
import { useNavigate } from "react-router";

/** Typing in a field, or a key with a modifier, is never a shortcut. */
function isTyping(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return true;
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  return (
    target.isContentEditable ||
    /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) ||
    !!target.closest("[role=dialog]")
  );
}

/**
 * Next/previous record keys on a record page: j or → for the next record, k or ← for the
 * previous one, in the list's order (hrefs from neighbours() in
 * app/server/dashboard/neighbours.server.ts). Keys do nothing while typing or in a dialog.
 */
export function useRecordShortcuts(prevHref: string | null, nextHref: string | null) {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event)) return;
      const key = event.key;
      const href =
        key === "j" || key === "ArrowRight"
          ? nextHref
          : key === "k" || key === "ArrowLeft"
            ? prevHref
            : null;
      if (!href) return;
      event.preventDefault();
      navigate(href);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [navigate, prevHref, nextHref]);
}

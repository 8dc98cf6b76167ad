import { useEffect, useRef } from "react";

/**
 * A heading that takes focus (and so the top of the view) when `arrived` turns true: after
 * booking, moving or cancelling, the confirmation is where the visitor looks (record 117), and a
 * screen reader reads it.
 */
export function useFocusOnArrival<T extends HTMLElement>(arrived: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!arrived || !ref.current) return;
    ref.current.focus();
    ref.current.scrollIntoView({ block: "start" });
  }, [arrived]);
  return ref;
}

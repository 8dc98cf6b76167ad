import { useEffect } from "react";

/** The event the page's script loader waits for before it replays held clicks. */
export const HYDRATED_EVENT = "app:hydrated";

/**
 * Says once that the page has hydrated: the `hydrated` performance mark (read by
 * bench/lighthouse.ts as "hydrated ms"), `data-hydrated` on <html>, and `app:hydrated` on
 * window, on which the loader in app/server/script-priority.server.ts replays a click or submit
 * made before the code arrived.
 */
export function useHydrationSignal() {
  useEffect(() => {
    performance.mark("hydrated");
    document.documentElement.dataset.hydrated = "";
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
}

import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { currentToast, subscribeToasts, type ToastMessage, toast } from "~/lib/toast";
import { viewportClass } from "./toast-viewport";

// Radix Toast and the layers it pulls in are about 12 KB gzip, more than the home page's JS
// budget allows (docs/decisions/030-lazy-toasts.md): they load with the
// first toast.
const ToastView = lazy(() => import("./toast-view"));

const noToast = () => null;

/**
 * The site's toast area (spec §4). Until the first toast it is an empty region with the same
 * label and F8 hotkey as the Radix viewport that replaces it. `flash` is a toast raised by the
 * server before a redirect.
 */
export function Toaster({ flash }: { flash: ToastMessage | null }) {
  const shown = useSyncExternalStore(subscribeToasts, currentToast, noToast);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    if (flash) toast(flash);
  }, [flash]);
  useEffect(() => {
    if (shown) setUsed(true);
  }, [shown]);

  if (!used) return <EmptyRegion />;
  return (
    <Suspense fallback={<EmptyRegion />}>
      <ToastView shown={shown} />
    </Suspense>
  );
}

/** The markup Radix's viewport renders while empty, with its F8 hotkey. */
function EmptyRegion() {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const focusOnF8 = (event: KeyboardEvent) => {
      if (event.key === "F8") list.current?.focus();
    };
    document.addEventListener("keydown", focusOnF8);
    return () => document.removeEventListener("keydown", focusOnF8);
  }, []);
  return (
    <section aria-label="Notifications (F8)" tabIndex={-1} className="pointer-events-none">
      <ol ref={list} tabIndex={-1} className={viewportClass} />
    </section>
  );
}

import { useEffect } from "react";
import { isRouteErrorResponse } from "react-router";
import { NotFound } from "./not-found";

type Texts = { eyebrow: string; title: string; message: string };

const unexpected: Texts = {
  eyebrow: "Error",
  title: "Something went wrong",
  message: "An unexpected error occurred. Please try again in a moment.",
};

const offline: Texts = {
  eyebrow: "Offline",
  title: "You are offline",
  message:
    "This page could not load without a connection. It loads by itself once you are back online.",
};

/** The page's data could not be fetched because the browser has no network (never on the server). */
const failedOffline = (error: unknown) =>
  typeof document !== "undefined" && navigator.onLine === false && !isRouteErrorResponse(error);

/** What each status says; anything else is the unexpected-error text. */
const byStatus: Record<number, Texts> = {
  400: {
    eyebrow: "Error 400",
    title: "Bad Request",
    message: "That request could not be understood. Please go back and try again.",
  },
  403: {
    eyebrow: "Error 403",
    title: "Access Denied",
    message: "Your account does not have access to this page.",
  },
  404: { eyebrow: "Error 404", title: "Page Not Found", message: "We couldn't find that page." },
  500: unexpected,
};

/**
 * An error boundary's page, by status: 403, 404 and 500 each say what happened and offer a way
 * back; a page that failed to load because the browser is offline says so, and loads again when
 * the network returns. Used by the root and by the staff area (which sends people back to the
 * dashboard).
 */
export function ErrorPage({
  error,
  backTo = "/",
  backLabel = "Back to home",
}: {
  error: unknown;
  backTo?: string;
  backLabel?: string;
}) {
  const isOffline = failedOffline(error);
  // Loading the page again once the network is back: nothing was lost but the fetch.
  useEffect(() => {
    if (!isOffline) return;
    const reload = () => window.location.reload();
    window.addEventListener("online", reload);
    return () => window.removeEventListener("online", reload);
  }, [isOffline]);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const texts = isOffline ? offline : (byStatus[status] ?? unexpected);
  return <NotFound {...texts} backTo={backTo} backLabel={backLabel} />;
}

/**
 * A detail route's error boundary: its own "not found" panel when the loader threw a 404 (an
 * unknown slug), the site's error page for anything else.
 */
export function NotFoundBoundary({
  error,
  ...panel
}: { error: unknown } & Parameters<typeof NotFound>[0]) {
  return isRouteErrorResponse(error) && error.status === 404 ? (
    <NotFound {...panel} />
  ) : (
    <ErrorPage error={error} />
  );
}

import { isRouteErrorResponse } from "react-router";
import { NotFound } from "./not-found";

type Texts = { eyebrow: string; title: string; message: string };

const unexpected: Texts = {
  eyebrow: "Error",
  title: "Something went wrong",
  message: "An unexpected error occurred. Please try again in a moment.",
};

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
 * back. Used by the root and by the staff area (which sends people back to the dashboard).
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
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const texts = byStatus[status] ?? unexpected;
  return <NotFound {...texts} backTo={backTo} backLabel={backLabel} />;
}

import { notSent } from "./limits";
import { type FormResult, formRefused } from "./result";

/**
 * The browser half of a form route's action (its `clientAction`): the server's answer, or "Not
 * sent" when none came back (offline, a restart, a proxy's error page). Without it such a
 * failure would replace the page with the error boundary; this way the form and what was typed
 * stay, and the visitor can send again. A redirect (after signing in) goes on as usual.
 */
export async function answerOrNotSent<T>(serverAction: () => Promise<T>): Promise<T | FormResult> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return formRefused(notSent, { status: 503 });
  }
}

/**
 * The browser's half of a passkey ceremony against better-auth's passkey endpoints: ask the
 * server for options, let the device make or use the credential (SimpleWebAuthn, loaded only
 * when a button is pressed), and send the answer back. The server decides; this only carries.
 */
export type CeremonyResult = { ok: true } | { ok: false; message: string };

const API = "/api/auth/passkey";

async function serverMessage(response: Response, fallback: string): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === "string" && response.status === 403 ? body.message : fallback;
}

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${API}${path}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** A refusal or a cancel at the device (NotAllowedError) reads the same: nothing happened. */
const deviceMessage = (error: unknown, fallback: string) =>
  error instanceof Error && error.name === "NotAllowedError"
    ? "The passkey request was cancelled or timed out."
    : fallback;

/** Adds a passkey to the signed-in account. */
export async function addPasskey(name: string): Promise<CeremonyResult> {
  const failed = "Your passkey could not be added. Please try again.";
  const options = await fetch(`${API}/generate-register-options`, { credentials: "same-origin" });
  if (!options.ok) return { ok: false, message: await serverMessage(options, failed) };
  const { startRegistration } = await import("@simplewebauthn/browser");
  let response: unknown;
  try {
    response = await startRegistration({ optionsJSON: await options.json() });
  } catch (error) {
    return { ok: false, message: deviceMessage(error, failed) };
  }
  const verified = await post("/verify-registration", { response, name: name || undefined });
  return verified.ok ? { ok: true } : { ok: false, message: await serverMessage(verified, failed) };
}

/** Signs in with a passkey on this device; the session cookie comes with the answer. */
export async function signInWithPasskey(): Promise<CeremonyResult> {
  const failed = "Your passkey was not accepted. Try again, or log in with your password.";
  const options = await fetch(`${API}/generate-authenticate-options`, {
    credentials: "same-origin",
  });
  if (!options.ok) return { ok: false, message: failed };
  const { startAuthentication } = await import("@simplewebauthn/browser");
  let response: unknown;
  try {
    response = await startAuthentication({ optionsJSON: await options.json() });
  } catch (error) {
    return { ok: false, message: deviceMessage(error, failed) };
  }
  const verified = await post("/verify-authentication", { response });
  return verified.ok ? { ok: true } : { ok: false, message: failed };
}

/** Whether this browser can use passkeys at all (older browsers and some webviews cannot). */
export const passkeysSupported = () =>
  typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";

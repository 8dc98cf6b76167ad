import { config } from "../config.server";
import { auth } from "./auth.server";

export type AuthAnswer = {
  ok: boolean;
  status: number;
  code: string | null;
  message: string | null;
  /** Set-Cookie headers to pass on to the browser. */
  cookies: string[];
  /** The answer's JSON body (e.g. twoFactorRedirect, totpURI), or null. */
  data: Record<string, unknown> | null;
};

/**
 * Calls one of better-auth's endpoints through its HTTP handler, as the browser would, so its
 * rate limits and checks apply to our form actions too. The visitor's cookies and address go
 * along; the origin is our own, since the action runs on our server.
 */
export async function callAuth(
  request: Request,
  path: string,
  body: Record<string, unknown>,
): Promise<AuthAnswer> {
  const origin = config().PUBLIC_URL;
  const headers = new Headers({ "Content-Type": "application/json", Origin: origin });
  for (const name of ["cookie", "user-agent", "x-client-ip"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const response = await auth().handler(
    new Request(`${origin}/api/auth${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    }),
  );
  const json = (await response.json().catch(() => null)) as
    | ({ code?: string; message?: string } & Record<string, unknown>)
    | null;
  return {
    ok: response.ok,
    status: response.status,
    code: json?.code ?? null,
    message: json?.message ?? null,
    cookies: response.headers.getSetCookie(),
    data: json,
  };
}

// A signed-in admin session for the security scan (scan.sh). Staff need a second factor, so
// this signs in with the password, sets up TOTP through better-auth's endpoints, and confirms
// it with a code computed here; that confirmation answers with the session cookie.
// Prints two lines: the cookie as "name=value", then its Set-Cookie line with the value redacted.
// node tests/security/admin-session.ts BASE EMAIL PASSWORD
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";

const [base, email, password] = process.argv.slice(2);
if (!base || !email || !password) {
  console.error("usage: admin-session.ts BASE EMAIL PASSWORD");
  process.exit(2);
}
const json = { "Content-Type": "application/json", Origin: base };

function sessionCookie(response: Response) {
  const line = response.headers.getSetCookie().find((c) => /session_token=[^;]/.test(c));
  if (!line) throw new Error(`no session cookie (status ${response.status})`);
  return { cookie: line.split(";")[0] ?? "", line: line.replace(/=[^;]*/, "=<redacted>") };
}

const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
  method: "POST",
  headers: json,
  body: JSON.stringify({ email, password }),
});
const first = sessionCookie(signIn);
const enable = await fetch(`${base}/api/auth/two-factor/enable`, {
  method: "POST",
  headers: { ...json, Cookie: first.cookie },
  body: JSON.stringify({ password }),
});
const { totpURI } = (await enable.json()) as { totpURI?: string };
if (!totpURI) throw new Error(`two-factor setup refused (status ${enable.status})`);
const secret = base32.decode(new URL(totpURI).searchParams.get("secret") ?? "");
const verify = await fetch(`${base}/api/auth/two-factor/verify-totp`, {
  method: "POST",
  headers: { ...json, Cookie: first.cookie },
  body: JSON.stringify({ code: await createOTP(secret).totp() }),
});
const session = sessionCookie(verify);
console.log(session.cookie);
console.log(session.line);

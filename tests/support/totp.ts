import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";

/**
 * The code an authenticator app shows for `manualKey` (the Base32 key the setup page prints),
 * `stepsAhead` 30-second steps from now. The server accepts one step either side, so tests use
 * a fresh step for each sign-in: a code once accepted is refused again.
 */
export function totpCode(manualKey: string, stepsAhead = 0): Promise<string> {
  const secret = base32.decode(manualKey.replace(/\s+/g, "").toUpperCase());
  return createOTP(secret).hotp(Math.floor(Date.now() / 30_000) + stepsAhead);
}

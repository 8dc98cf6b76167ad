import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "./secret.server";

/**
 * The server's HMAC-SHA256 of `payload` for one `purpose` (reply addresses, booking links…),
 * cut to `bytes`. The purpose is part of what is signed, so a signature made for one use is
 * never valid for another.
 */
export function signature(purpose: string, payload: string, bytes = 32): Buffer {
  return createHmac("sha256", authSecret())
    .update(`${purpose}:${payload}`)
    .digest()
    .subarray(0, bytes);
}

/** Whether `given` is the signature of `payload` for `purpose`, compared in constant time. */
export function signatureMatches(
  purpose: string,
  payload: string,
  given: Buffer,
  bytes = 32,
): boolean {
  const expected = signature(purpose, payload, bytes);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

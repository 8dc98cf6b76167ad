import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { config } from "../config.server";
import { log } from "../log.server";

/**
 * The key that signs session cookies and tokens. Set AUTH_SECRET in production (and the same
 * value on every instance); without it, one is generated once and kept under DATA_DIR.
 */
export function authSecret(): string {
  const { AUTH_SECRET, DATA_DIR } = config();
  if (AUTH_SECRET) return AUTH_SECRET;
  const file = resolve(DATA_DIR, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  log().warn(
    `AUTH_SECRET is not set; generated one in ${file}. Set it when running several instances.`,
  );
  return secret;
}

import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";

/** argon2id with OWASP's minimum: 19 MiB of memory, two passes, one lane. */
const passwordHashing = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashing);
}

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}) {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** The 10,000 most common passwords from leaked-password lists (zxcvbn's dictionary). */
const common = new Set((dictionary["passwords-common"] as string[]).slice(0, 10_000));

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

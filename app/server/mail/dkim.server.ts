import { createPrivateKey, createPublicKey, generateKeyPairSync } from "node:crypto";
import { readFileSync } from "node:fs";
import { type Config, ConfigError } from "../config.server";

/** nodemailer's `dkim` transport option: every message it sends is signed (record 103). */
export type DkimOptions = { domainName: string; keySelector: string; privateKey: string };

/** The signing options from DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY, or none. */
export function dkimFromConfig(
  cfg: Pick<Config, "DKIM_DOMAIN" | "DKIM_SELECTOR" | "DKIM_PRIVATE_KEY">,
): DkimOptions | undefined {
  const { DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY } = cfg;
  if (!DKIM_DOMAIN || !DKIM_SELECTOR || !DKIM_PRIVATE_KEY) return undefined;
  // A key that cannot be read stops the start with a message naming the variable, not the
  // first send an hour later.
  try {
    const privateKey = readFileSync(DKIM_PRIVATE_KEY, "utf8");
    createPrivateKey(privateKey);
    return { domainName: DKIM_DOMAIN, keySelector: DKIM_SELECTOR, privateKey };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`Invalid configuration:\n  DKIM_PRIVATE_KEY: ${reason}`);
  }
}

/** The DNS TXT record receivers look the signature's key up in. */
export function dkimTxtRecord(options: DkimOptions): { name: string; value: string } {
  const key = createPublicKey(options.privateKey);
  const spki = key.export({ type: "spki", format: "der" }).toString("base64");
  return {
    name: `${options.keySelector}._domainkey.${options.domainName}`,
    value: `v=DKIM1; k=rsa; p=${spki}`,
  };
}

/** A new 2048-bit RSA key in PEM, what DKIM receivers all accept. */
export function generateDkimKey(): string {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return privateKey.export({ type: "pkcs8", format: "pem" }).toString();
}

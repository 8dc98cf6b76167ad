// npm run dkim:record [-- --generate path/to/dkim.pem]
// Prints the DNS TXT record to publish for DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY
// (record 103). With --generate, first writes a new 2048-bit RSA key to that path (never over
// an existing file) and prints the record for it.
import "../host/env-file.ts";
import { existsSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { config } from "../app/server/config.server.ts";
import { dkimFromConfig, dkimTxtRecord, generateDkimKey } from "../app/server/mail/dkim.server.ts";

const { values } = parseArgs({ options: { generate: { type: "string" } } });
if (values.generate) {
  if (existsSync(values.generate)) {
    console.error(`${values.generate} exists; not overwriting a key that may be published.`);
    process.exit(2);
  }
  writeFileSync(values.generate, generateDkimKey(), { mode: 0o600 });
  process.env.DKIM_PRIVATE_KEY = values.generate;
  console.log(`Wrote a new private key to ${values.generate} (set DKIM_PRIVATE_KEY to it).`);
}
const options = dkimFromConfig(config());
if (!options) {
  console.error(
    "Set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (in .env or the environment).",
  );
  process.exit(2);
}
const { name, value } = dkimTxtRecord(options);
// DNS strings are at most 255 characters: long keys are published as several quoted strings.
const quoted = value.match(/.{1,250}/g)?.map((part) => `"${part}"`) ?? [];
console.log(`Publish this TXT record:\n\n${name}. 3600 IN TXT ( ${quoted.join("\n    ")} )\n`);

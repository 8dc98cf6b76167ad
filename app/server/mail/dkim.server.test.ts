import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dkimVerify } from "mailauth";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startSmtpPeer } from "../../../tests/support/smtp";
import { parseConfig } from "../config.server";
import { dkimFromConfig, dkimTxtRecord, generateDkimKey } from "./dkim.server";
import { createMailTransport } from "./transport.server";

const FROM = "Brazos Digital <no-reply@brazosdigital.com>";
const message = {
  outboxId: "5b0c8f0e-0000-4000-8000-000000000002",
  to: "ana@example.com",
  replyTo: "reply+abc@reply.brazosdigital.com",
  subject: "Your quote request — thank you, José",
  html: "<p>Hola &amp; bienvenido</p>",
  text: "Hola & bienvenido\n\n  spaced   line  \n",
};

/**
 * mailauth's verdict on a message's DKIM signature for brazosdigital.com, with DNS answered by
 * the TXT record `npm run dkim:record` prints (name and value), as a receiving server would.
 */
async function dkimVerdict(raw: string | Buffer, record: { name: string; value: string }) {
  const { results } = await dkimVerify(raw, {
    resolver: async (name, type) => {
      if (type === "TXT" && name === record.name) return [[record.value]];
      throw Object.assign(new Error(`no ${type} record for ${name}`), { code: "ENOTFOUND" });
    },
  });
  return results.find((result) => result.signingDomain === "brazosdigital.com")?.status.result;
}

describe("DKIM signing", () => {
  let dir: string;
  let keyPath: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "dkim-"));
    keyPath = join(dir, "dkim.pem");
    await writeFile(keyPath, generateDkimKey());
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  function dkim() {
    const cfg = parseConfig({
      DKIM_DOMAIN: "brazosdigital.com",
      DKIM_SELECTOR: "mail2026",
      DKIM_PRIVATE_KEY: keyPath,
    });
    const options = dkimFromConfig(cfg);
    if (!options) throw new Error("DKIM options expected");
    return options;
  }

  it("prints the TXT record to publish under the selector", () => {
    const record = dkimTxtRecord(dkim());
    expect(record.name).toBe("mail2026._domainkey.brazosdigital.com");
    expect(record.value).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/]+=*$/);
  });

  it("signs each message sent through SMTP; the signature verifies against that record", async () => {
    const options = dkim();
    const peer = await startSmtpPeer();
    const transport = createMailTransport({
      smtpUrl: peer.url,
      dataDir: dir,
      from: FROM,
      dkim: options,
    });
    try {
      await transport.send(message);
    } finally {
      transport.close();
      await peer.close();
    }
    const raw = peer.received[0]?.raw ?? "";
    const record = dkimTxtRecord(options);
    expect(await dkimVerdict(raw, record)).toBe("pass");
    // The verifier is not a rubber stamp: a changed recipient or body fails it.
    expect(raw).toContain("To: ana@example.com");
    expect(
      await dkimVerdict(raw.replace("To: ana@example.com", "To: eve@example.com"), record),
    ).not.toBe("pass");
    expect(await dkimVerdict(raw.replace("bienvenido", "bienvenid0"), record)).toMatch(
      /^(fail|neutral)$/,
    );
  });

  it("signs the .eml files written without SMTP_URL too", async () => {
    const options = dkim();
    const transport = createMailTransport({ dataDir: dir, from: FROM, dkim: options });
    await transport.send(message);
    transport.close();
    const [file] = await readdir(join(dir, "mail"));
    const raw = await readFile(join(dir, "mail", file ?? ""));
    expect(await dkimVerdict(raw, dkimTxtRecord(options))).toBe("pass");
  });

  it("needs all three DKIM_ variables, and a key it can read", () => {
    expect(() => parseConfig({ DKIM_DOMAIN: "brazosdigital.com" })).toThrow(/DKIM_SELECTOR/);
    const cfg = parseConfig({
      DKIM_DOMAIN: "brazosdigital.com",
      DKIM_SELECTOR: "s1",
      DKIM_PRIVATE_KEY: join(dir, "missing.pem"),
    });
    expect(() => dkimFromConfig(cfg)).toThrow(/DKIM_PRIVATE_KEY: ENOENT/);
    expect(dkimFromConfig(parseConfig({}))).toBeUndefined();
  });
});

// Verifies a message's DKIM-Signature (RFC 6376, rsa-sha256, relaxed/relaxed as nodemailer
// signs) with node:crypto against a published TXT record. A fallback: no maintained verifier
// (mailauth) is installed; this one checks the body hash and the signed headers, not DNS.
import { createHash, createPublicKey, verify } from "node:crypto";

type Header = { name: string; raw: string };

function splitMessage(raw: string): { headers: Header[]; body: string } {
  const end = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, end + 2);
  const body = raw.slice(end + 4);
  const headers: Header[] = [];
  for (const line of head.split(/\r\n(?![ \t])/)) {
    if (!line) continue;
    headers.push({ name: line.slice(0, line.indexOf(":")).trim().toLowerCase(), raw: line });
  }
  return { headers, body };
}

function relaxedHeader(raw: string): string {
  const colon = raw.indexOf(":");
  const name = raw.slice(0, colon).trim().toLowerCase();
  const value = raw
    .slice(colon + 1)
    .replace(/\r\n(?=[ \t])/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();
  return `${name}:${value}`;
}

function relaxedBody(body: string): string {
  const lines = body.split("\r\n").map((line) => line.replace(/[ \t]+/g, " ").replace(/ $/, ""));
  while (lines.length > 0 && lines.at(-1) === "") lines.pop();
  return lines.length === 0 ? "" : `${lines.join("\r\n")}\r\n`;
}

function tags(value: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of value.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) map.set(part.slice(0, eq).trim(), part.slice(eq + 1).replace(/\s+/g, ""));
  }
  return map;
}

/** Throws unless the message carries a valid signature by `domain` under `txt` (the p= record). */
export function verifyDkim(message: Buffer | string, txt: string, domain: string): void {
  // Signed in canonical CRLF form; .eml files are written with bare LF.
  const { headers, body } = splitMessage(String(message).replace(/\r?\n/g, "\r\n"));
  const signature = headers.find((h) => h.name === "dkim-signature");
  if (!signature) throw new Error("no DKIM-Signature header");
  const sig = tags(signature.raw.slice(signature.raw.indexOf(":") + 1));
  if (sig.get("d") !== domain) throw new Error(`signed by ${sig.get("d")}, not ${domain}`);
  if (sig.get("a") !== "rsa-sha256" || sig.get("c") !== "relaxed/relaxed")
    throw new Error(`unexpected a=${sig.get("a")} c=${sig.get("c")}`);
  const bodyHash = createHash("sha256").update(relaxedBody(body)).digest("base64");
  if (bodyHash !== sig.get("bh")) throw new Error("body hash does not match bh=");

  const remaining = headers.filter((h) => h !== signature);
  const signed: string[] = [];
  for (const name of (sig.get("h") ?? "").toLowerCase().split(":")) {
    // Repeated names are taken from the bottom up; a missing one signs as nothing.
    const index = remaining.findLastIndex((h) => h.name === name);
    if (index < 0) continue;
    signed.push(`${relaxedHeader(remaining[index]?.raw ?? "")}\r\n`);
    remaining.splice(index, 1);
  }
  signed.push(relaxedHeader(signature.raw.replace(/(\bb=)[^;]*/, "$1")));
  const p = tags(txt).get("p") ?? "";
  const key = createPublicKey({ key: Buffer.from(p, "base64"), format: "der", type: "spki" });
  const ok = verify(
    "sha256",
    Buffer.from(signed.join("")),
    key,
    Buffer.from(sig.get("b") ?? "", "base64"),
  );
  if (!ok) throw new Error("signature does not verify against the published key");
}

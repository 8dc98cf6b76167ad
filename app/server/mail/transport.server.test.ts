import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseMail, startSmtpPeer } from "../../../tests/support/smtp";
import { log } from "../log.server";
import { createMailTransport } from "./transport.server";

const FROM = "Brazos Digital <no-reply@brazosdigital.com>";
const message = {
  outboxId: "5b0c8f0e-0000-4000-8000-000000000001",
  to: "info@brazosdigital.com",
  replyTo: "ana@example.com",
  subject: "New contact message from José",
  html: "<p>Hola &amp; bienvenido</p>",
  text: "Hola & bienvenido",
  attachments: [
    { filename: "notes.txt", contentType: "text/plain", content: Buffer.from("résumé") },
  ],
};

describe("mail transport", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "mail-transport-"));
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("without SMTP_URL writes each message as an .eml file under DATA_DIR/mail and logs it", async () => {
    const logged = vi.spyOn(log(), "info");
    const transport = createMailTransport({ dataDir, from: FROM });
    await transport.send(message);
    transport.close();

    const files = await readdir(join(dataDir, "mail"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-5b0c8f0e-0000-4000-8000-000000000001\.eml$/);
    const path = join(dataDir, "mail", files[0] ?? "");
    const mail = parseMail(await readFile(path));
    expect(mail.to).toBe("info@brazosdigital.com");
    expect(mail.subject).toBe("New contact message from José");
    expect(mail.html).toContain("<p>Hola &amp; bienvenido</p>");
    expect(mail.raw).toContain("From: Brazos Digital <no-reply@brazosdigital.com>");
    expect(mail.attachments[0]?.content.toString("utf8")).toBe("résumé");
    expect(logged).toHaveBeenCalledWith(
      { to: "info@brazosdigital.com", subject: "New contact message from José", file: path },
      "mail written to file",
    );
  });

  it("with SMTP_URL hands the message to the SMTP server as sent by MAIL_FROM", async () => {
    const peer = await startSmtpPeer();
    const transport = createMailTransport({ smtpUrl: peer.url, dataDir, from: FROM });
    try {
      await transport.send(message);
    } finally {
      transport.close();
      await peer.close();
    }
    expect(peer.received).toHaveLength(1);
    const mail = peer.received[0];
    expect(mail?.envelopeTo).toEqual(["info@brazosdigital.com"]);
    expect(mail?.subject).toBe("New contact message from José");
    expect(mail?.text).toContain("Hola & bienvenido");
    expect(mail?.raw).toContain("From: Brazos Digital <no-reply@brazosdigital.com>");
    expect(mail?.attachments[0]?.filename).toBe("notes.txt");
    await expect(readdir(join(dataDir, "mail"))).rejects.toThrow();
  });

  it("uses a message's envelope sender as MAIL FROM, keeping the From header", async () => {
    const peer = await startSmtpPeer();
    const transport = createMailTransport({ smtpUrl: peer.url, dataDir, from: FROM });
    try {
      await transport.send({ ...message, envelopeFrom: "bounce+abc@in.brazosdigital.com" });
      await transport.send(message);
    } finally {
      transport.close();
      await peer.close();
    }
    expect(peer.received.map((mail) => mail.envelopeFrom)).toEqual([
      "bounce+abc@in.brazosdigital.com",
      "no-reply@brazosdigital.com",
    ]);
    expect(peer.received[0]?.envelopeTo).toEqual(["info@brazosdigital.com"]);
    expect(peer.received[0]?.raw).toContain("From: Brazos Digital <no-reply@brazosdigital.com>");
  });

  it("fails when the SMTP server refuses the recipient, so the outbox retries", async () => {
    const peer = await startSmtpPeer({ rejectRecipients: "No such mailbox" });
    const transport = createMailTransport({ smtpUrl: peer.url, dataDir, from: FROM });
    try {
      await expect(transport.send(message)).rejects.toThrow("No such mailbox");
    } finally {
      transport.close();
      await peer.close();
    }
  });
});

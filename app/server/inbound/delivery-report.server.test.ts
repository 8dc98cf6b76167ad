import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { deliveryReport as sample } from "../../../tests/support/delivery-reports";
import { deliveryReport } from "./delivery-report.server";

const read = async (raw: string) => deliveryReport(await simpleParser(Buffer.from(raw)));
const returnPath = "bounce+0123@reply.example.test";
const recipient = "dana@example.org";

describe("delivery and feedback reports", () => {
  it("reads a failed 5.x.x report as a hard bounce, with its status and diagnostic", async () => {
    const report = await read(sample("dsn-hard", returnPath, recipient));
    expect(report).toMatchObject({ kind: "hard", status: "5.1.1" });
    expect(report?.diagnostic).toMatch(/^5\.1\.1 smtp; 550 5\.1\.1 .*User unknown in virtual/);
  });

  it("reads delayed and failed 4.x.x reports as soft bounces", async () => {
    expect(await read(sample("dsn-soft-delayed", returnPath, recipient))).toMatchObject({
      kind: "soft",
      diagnostic: expect.stringMatching(/^4\.4\.1 X-Postfix; connect to/),
    });
    expect(await read(sample("dsn-soft-mailbox-full", returnPath, recipient))).toMatchObject({
      kind: "soft",
      diagnostic: expect.stringMatching(/^4\.2\.2 smtp; 452 4\.2\.2 .*over quota/),
    });
  });

  it("reads an ARF abuse report as a complaint, and not-spam as none", async () => {
    const raw = sample("arf-complaint", returnPath, recipient);
    expect(await read(raw)).toEqual({
      kind: "complaint",
      status: "abuse",
      diagnostic: "feedback: abuse",
    });
    expect(await read(raw.replace("Feedback-Type: abuse", "Feedback-Type: not-spam"))).toBeNull();
  });

  it("finds nothing in a delivered report, a plain answer or an out-of-office", async () => {
    const delivered = sample("dsn-hard", returnPath, recipient)
      .replace("Action: failed", "Action: delivered")
      .replace("Status: 5.1.1", "Status: 2.0.0");
    expect(await read(delivered)).toBeNull();
    const plain = `From: dana@example.org\r\nTo: ${returnPath}\r\nSubject: Out of office\r\n\r\nAction: failed\r\nStatus: 5.1.1\r\n`;
    expect(await read(plain)).toBeNull();
  });
});

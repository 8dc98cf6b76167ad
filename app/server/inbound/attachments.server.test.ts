import { describe, expect, it } from "vitest";
import { keepAttachments } from "./attachments.server";

const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

describe("attachments of answers", () => {
  it("keeps documents checked by content, up to five, and names what it left out", async () => {
    const { kept, dropped } = await keepAttachments([
      { filename: "plan.pdf", content: pdf },
      { filename: "fake.pdf", content: Buffer.from("MZ not a pdf") },
      { filename: "tool.exe", content: Buffer.from("MZ") },
      { filename: "big.pdf", content: Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]) },
      { filename: "../../etc/passwd.pdf", content: pdf },
      ...Array.from({ length: 30 }, (_, i) => ({ filename: `p${i}.pdf`, content: pdf })),
    ]);
    expect(kept.map((f) => [f.fileName, f.contentType])).toEqual([
      ["plan.pdf", "application/pdf"],
      [".._.._etc_passwd.pdf", "application/pdf"],
      ["p0.pdf", "application/pdf"],
      ["p1.pdf", "application/pdf"],
      ["p2.pdf", "application/pdf"],
    ]);
    expect(dropped.slice(0, 3)).toEqual([
      "fake.pdf: type not accepted",
      "tool.exe: type not accepted",
      "big.pdf: too large",
    ]);
    expect(dropped).toHaveLength(21);
    expect(dropped.at(-1)).toBe("and 10 more");
  });
});

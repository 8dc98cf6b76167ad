import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./script-priority.server";

async function through(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(lowPriorityModulePreloads()));
}

describe("lowPriorityModulePreloads", () => {
  const html =
    '<p>Café ☕</p><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/>';
  const expected =
    '<p>Café ☕</p><link rel="modulepreload" fetchpriority="low" href="/a.js"/>' +
    '<link rel="modulepreload" fetchpriority="low" href="/b.js"/>';

  it("marks every modulepreload link low priority", async () => {
    expect(await through([html])).toBe(expected);
  });

  it("finds links and characters split across chunks at any point", async () => {
    const bytes = Buffer.from(html);
    for (let cut = 1; cut < bytes.length; cut++) {
      const chunks = [bytes.subarray(0, cut), bytes.subarray(cut)];
      const out = await text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
      expect(out).toBe(expected);
    }
  });

  it("leaves other links and text alone", async () => {
    const other = '<link rel="stylesheet" href="/x.css"/><p>rel="modulepreload"</p>';
    expect(await through([other])).toBe(other);
  });
});

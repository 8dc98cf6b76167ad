import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inlinePriorityIllustrations } from "./priority-illustrations.server";

const hero = "/illustrations/site/hero.svg";
const img = (src: string, priority: string) =>
  `<img src="${src}" alt="Hero" width="1200" height="800" loading="eager" decoding="sync" fetchPriority="${priority}" class="x"/>`;

describe("inlinePriorityIllustrations", () => {
  it("sends a priority illustration of ours as a data URI of the same file, without its preload", () => {
    const html = `<head><link rel="preload" as="image" href="${hero}" fetchPriority="high"/></head>${img(hero, "high")}`;
    const out = inlinePriorityIllustrations(html);
    expect(out).not.toContain("<link");
    const src = out.match(/<img src="([^"]+)"/)?.[1] ?? "";
    const file = readFileSync(`public${hero}`, "utf8");
    expect(decodeURIComponent(src.replace("data:image/svg+xml,", ""))).toBe(file);
    expect(out).toContain('alt="Hero" width="1200"');
  });

  it("leaves lazy images, uploads and unknown files alone", () => {
    const html = [
      img(hero, "auto"),
      img("/media/abc/800.webp", "high"),
      img("/illustrations/site/missing.svg", "high"),
      `<link rel="preload" as="image" href="/media/abc/800.webp"/>`,
    ].join("");
    expect(inlinePriorityIllustrations(html)).toBe(html);
  });
});

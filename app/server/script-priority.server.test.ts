import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { HELD_TYPE, holdsHydration, hydrateAfterPaint } from "./script-priority.server";

async function through(chunks: (string | Buffer)[]): Promise<string> {
  const buffers = chunks.map((c) => (typeof c === "string" ? Buffer.from(c) : c));
  return text(Readable.from(buffers).pipe(hydrateAfterPaint()));
}

const page =
  '<head><link rel="modulepreload" href="/a.js" nonce="n1"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/b.js"/></head>' +
  '<body><p>Café ☕</p><script nonce="n1">window.x=1;</script>' +
  '<script nonce="n1" type="module" async="">import * as r from "/a.js";\nimport("/b.js");</script>' +
  '<script nonce="n1">$RC("B:0","S:0")</script></body>';

describe("hydrateAfterPaint", () => {
  it("takes the preloads out and holds the module script under an inert type", async () => {
    const out = await through([page]);
    expect(out).not.toContain("<link");
    expect(out).not.toContain('type="module"');
    expect(out).toContain(
      `<script nonce="n1" type="${HELD_TYPE}">import * as r from "/a.js";\nimport("/b.js");</script>`,
    );
    expect(out).toContain("<p>Café ☕</p>");
    expect(out).toContain('<script nonce="n1">window.x=1;</script>');
    expect(out).toContain('<script nonce="n1">$RC("B:0","S:0")</script></body>');
  });

  it("puts a loader with the nonce and every preload's address right after the held script", async () => {
    const out = await through([page]);
    const loader = out.match(
      new RegExp(`type="${HELD_TYPE}">[\\s\\S]*?</script><script nonce="n1">([\\s\\S]*?)</script>`),
    )?.[1];
    expect(loader).toContain('["/a.js","/b.js"]');
    expect(loader).toContain('"app:hydrated"');
    expect(loader).not.toContain("</");
  });

  it("gives the same page for any split of the stream, characters included", async () => {
    const whole = await through([page]);
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      const out = await through([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(out).toBe(whole);
    }
  });

  it("leaves other links, scripts and text alone", async () => {
    const other =
      '<link rel="stylesheet" href="/x.css"/><p>rel="modulepreload"</p>' +
      '<script type="application/ld+json">{}</script>';
    expect(await through([other])).toBe(other);
  });
});

describe("holdsHydration", () => {
  it("holds the visitor's pages, never the dashboard or My Account", () => {
    const holds = (path: string) => holdsHydration(new Request(`http://localhost${path}`));
    for (const path of ["/", "/contact", "/products/aurora-cloud-suite", "/login", "/accounting"])
      expect(holds(path), path).toBe(true);
    for (const path of ["/admin", "/admin/quotes?q=x", "/account", "/account/settings"])
      expect(holds(path), path).toBe(false);
  });
});

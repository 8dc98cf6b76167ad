import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  anonymousCacheControl,
  cacheKey,
  createPageCache,
  defaultCacheControl,
  pickEncoding,
} from "./page-cache";

const page = (init: ResponseInit & { body?: string } = {}) =>
  new Response(init.body ?? "<h1>Hello</h1>", {
    status: init.status ?? 200,
    headers: {
      "Content-Type": "text/html",
      "Cache-Control": anonymousCacheControl,
      ...init.headers,
    },
  });

describe("page cache", () => {
  it("shares anonymous GETs only", () => {
    expect(cacheKey(new Request("http://x/about?page=1"))).toBe("/about?page=1");
    expect(cacheKey(new Request("http://x/about", { method: "POST" }))).toBeNull();
    expect(cacheKey(new Request("http://x/about", { headers: { Cookie: "s=1" } }))).toBeNull();
    expect(cacheKey(new Request("http://x/api/quotes"))).toBeNull();
  });

  it("keeps visitors who have the typeface anonymous, on a variant of their own", async () => {
    const withFont = (cookie: string) =>
      cacheKey(new Request("http://x/about?page=1", { headers: { Cookie: cookie } }));
    expect(withFont("bd_font=1")).toBe("/about?page=1#brand-font");
    expect(withFont("bd_font=1; s=1")).toBeNull();
    expect(withFont("bd_font=0")).toBeNull();
    const cache = createPageCache();
    await cache.store("/about#brand-font", page(), cache.generation());
    cache.invalidate("/about");
    expect(cache.get("/about#brand-font")).toBeUndefined();
  });

  it("stores a public page with compressed copies and a stable ETag", async () => {
    const cache = createPageCache();
    const stored = await cache.store("/about", page(), cache.generation());
    expect(stored?.status).toBe(200);
    expect(gunzipSync(stored?.body.gzip ?? Buffer.alloc(0)).toString()).toBe("<h1>Hello</h1>");
    const again = await createPageCache().store("/about", page(), 0);
    expect(again?.etag).toBe(stored?.etag);
    expect(cache.get("/about")).toBe(stored);
  });

  it("keeps its pages within a byte budget, dropping the least recently used", async () => {
    const body = "x".repeat(10_000); // about 10 KB raw; the compressed copies are small
    const cache = createPageCache({ maxBytes: 25_000 });
    await cache.store("/a", page({ body }), cache.generation());
    await cache.store("/b", page({ body }), cache.generation());
    expect(cache.get("/a")).toBeDefined(); // /a is now the most recently used
    await cache.store("/c", page({ body }), cache.generation());
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/c")).toBeDefined();
  });

  it.each([
    ["a private page", page({ headers: { "Cache-Control": "private, no-cache" } })],
    ["a page setting a cookie", page({ headers: { "Set-Cookie": "flash=1" } })],
    ["a server error", page({ status: 500 })],
    ["a page marked no-store", page({ headers: { "Cache-Control": "no-store" } })],
  ])("never stores %s", async (_, response) => {
    const cache = createPageCache();
    expect(await cache.store("/a", response, cache.generation())).toBeNull();
  });

  it("forgets a path on invalidation, whatever its query", async () => {
    const cache = createPageCache();
    await cache.store("/careers", page(), cache.generation());
    await cache.store("/careers?apply=1", page(), cache.generation());
    await cache.store("/about", page(), cache.generation());
    cache.invalidate("/careers");
    expect(cache.get("/careers")).toBeUndefined();
    expect(cache.get("/careers?apply=1")).toBeUndefined();
    expect(cache.get("/about")).toBeDefined();
  });

  it("never keeps a page whose render began before an invalidation", async () => {
    const cache = createPageCache();
    // A render of /careers starts, reading the job list; a job is published meanwhile.
    const renderBegan = cache.generation();
    cache.invalidate("/careers");
    const stale = await cache.store("/careers", page({ body: "old jobs" }), renderBegan);
    expect(stale).toBeNull();
    expect(cache.get("/careers")).toBeUndefined();
    // A publish elsewhere counts too: "*" drops every page.
    const before = cache.generation();
    cache.invalidate("*");
    expect(await cache.store("/about", page(), before)).toBeNull();
    // A render that began after the invalidation is kept.
    const fresh = await cache.store("/careers", page({ body: "new jobs" }), cache.generation());
    expect(cache.get("/careers")).toBe(fresh);
  });

  it("sends but does not keep a page invalidated while its body was read", async () => {
    const cache = createPageCache();
    const renderBegan = cache.generation();
    let finish: (chunk: Uint8Array) => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        finish = (chunk) => {
          controller.enqueue(chunk);
          controller.close();
        };
      },
    });
    const response = new Response(body, {
      headers: { "Content-Type": "text/html", "Cache-Control": anonymousCacheControl },
    });
    const storing = cache.store("/careers", response, renderBegan);
    cache.invalidate("/careers"); // while the body streams
    finish(new TextEncoder().encode("old jobs"));
    const sent = await storing;
    expect(sent?.body.identity.toString()).toBe("old jobs");
    expect(cache.get("/careers")).toBeUndefined();
  });

  it("prefers brotli, then gzip", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding(undefined)).toBe("identity");
  });

  it("shares anonymous pages only, never a redirect or anything personal", () => {
    const anonymous = new Request("http://x/account");
    const signedIn = new Request("http://x/account", { headers: { Cookie: "s=1" } });
    const answer = (status: number, headers: HeadersInit = {}) =>
      new Response(null, { status, headers });
    expect(defaultCacheControl(new Request("http://x/about"), answer(200))).toBe(
      anonymousCacheControl,
    );
    expect(defaultCacheControl(new Request("http://x/nope"), answer(404))).toBe(
      anonymousCacheControl,
    );
    // /account and /post-login send the anonymous to /login; .data answers a redirect as 202.
    for (const status of [301, 302, 303, 307, 202])
      expect(defaultCacheControl(anonymous, answer(status)), String(status)).toBe(
        "private, no-store",
      );
    expect(defaultCacheControl(signedIn, answer(200))).toBe("private, no-cache");
    expect(defaultCacheControl(anonymous, answer(200, { "Set-Cookie": "f=1" }))).toBe(
      "private, no-cache",
    );
    expect(defaultCacheControl(anonymous, answer(400))).toBe("private, no-cache");
    expect(defaultCacheControl(anonymous, answer(500))).toBe("private, no-cache");
  });
});

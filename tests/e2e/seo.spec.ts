import { expect, test } from "./support";

test.describe("served HTML (no script needed)", () => {
  test.skip(({ isMobile }) => isMobile, "request-level checks run once");

  test("sitemap.xml lists every public URL, and every URL answers 200 with server-rendered text", async ({
    request,
    baseURL,
  }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toContain("xml");
    const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls).toHaveLength(45);
    expect(urls).toContain(`${baseURL}/careers`);
    const descriptions = new Set<string>();
    const titles = new Set<string>();
    for (const url of urls) {
      const path = new URL(url as string).pathname;
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/<h1[^>]*>[^<]+/);
      expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}"/>`);
      expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
      titles.add(html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "");
      descriptions.add(html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? "");
    }
    expect(titles.size, "unique titles").toBe(urls.length);
    expect(descriptions.size, "unique descriptions").toBe(urls.length);
  });

  test("every public page's og:image answers 200 with a PNG", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] as string).pathname,
    );
    const images = new Set<string>();
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
      expect(image, path).toBeTruthy();
      images.add(image as string);
    }
    for (const image of images) {
      const response = await request.get(image);
      expect(response.status(), image).toBe(200);
      expect(response.headers()["content-type"], image).toBe("image/png");
    }
  });

  test("robots.txt allows crawling and points at the sitemap", async ({ request, baseURL }) => {
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("pages carry Organization JSON-LD", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const json = html.match(/<script type="application\/ld\+json">(.+?)<\/script>/)?.[1];
    const data = JSON.parse(json ?? "{}");
    expect(data["@type"]).toBe("Organization");
    expect(data.address.addressRegion).toBe("TX");
  });

  test("illustrations are self-hosted SVG files; a page's banner comes inline", async ({
    request,
  }) => {
    const html = await (await request.get("/solutions/utilities")).text();
    const banner = html.match(/<img[^>]+src="([^"]+)"/)?.[1] ?? "";
    expect(banner).toMatch(/^data:image\/svg\+xml,/);
    const image = await request.get("/illustrations/industries/utilities.svg");
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toContain("image/svg+xml");
    expect(decodeURIComponent(banner.slice("data:image/svg+xml,".length))).toBe(await image.text());
  });

  test("the site's own files at the root are served as files, a page's path as a page", async ({
    request,
  }) => {
    // The host looks up on disk only the names build/client holds (record 090).
    for (const [path, type] of [
      ["/favicon.svg", "image/svg+xml"],
      ["/logo.svg", "image/svg+xml"],
      ["/og-image.png", "image/png"],
    ] as const) {
      const file = await request.get(path);
      expect(file.status(), path).toBe(200);
      expect(file.headers()["content-type"], path).toContain(type);
    }
    const missing = await request.get("/illustrations/no-such-file.svg");
    expect(missing.status()).toBe(404);
    const home = await request.get("/");
    expect(home.headers()["content-type"]).toContain("text/html");
  });
});

import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieName } from "~/server/auth/auth.server";
import { holdsSession, securityHeaders } from "./security";

describe("Cross-Origin-Opener-Policy (record 061)", () => {
  let origin: string;
  let close: () => void;
  beforeAll(async () => {
    const app = express();
    app.use(securityHeaders({ production: true, https: true }));
    app.get("/", (_req, res) => {
      res.send("<h1>Hello</h1>");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const coop = async (cookie?: string) =>
    (await fetch(`${origin}/`, { headers: cookie ? { cookie } : {} })).headers.get(
      "cross-origin-opener-policy",
    );

  it("is same-origin for a browser that sends a session cookie", async () => {
    expect(await coop("__Host-bd.session_token=abc.def")).toBe("same-origin");
    expect(await coop("bd_font=1; bd.session_token=abc")).toBe("same-origin");
  });

  it("is left out for an anonymous visitor, whose pages are the same for everyone", async () => {
    expect(await coop()).toBeNull();
    expect(await coop("bd_font=1")).toBeNull();
  });

  it("keeps the other headers for everyone", async () => {
    const res = await fetch(`${origin}/`);
    expect(res.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
  });

  it("lets only this site frame a signed-in browser's draft preview (record 073)", async () => {
    const frame = async (path: string, cookie?: string) => {
      const res = await fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {} });
      return [
        res.headers.get("content-security-policy")?.match(/frame-ancestors [^;]+/)?.[0],
        res.headers.get("x-frame-options"),
      ];
    };
    const session = "__Host-bd.session_token=abc.def";
    expect(await frame("/?preview=1", session)).toEqual(["frame-ancestors 'self'", "SAMEORIGIN"]);
    expect(await frame("/?preview=1")).toEqual(["frame-ancestors 'none'", "DENY"]);
    expect(await frame("/", session)).toEqual(["frame-ancestors 'none'", "DENY"]);
  });
});

describe("holdsSession", () => {
  it("knows the session cookie better-auth sets", () => {
    expect(holdsSession(`theme=dark; ${sessionCookieName()}=x`)).toBe(true);
  });

  it("recognises the session cookie by its whole name only", () => {
    expect(holdsSession("bd.session_token=x")).toBe(true);
    expect(holdsSession("a=1;__Host-bd.session_token=x")).toBe(true);
    expect(holdsSession(undefined)).toBe(false);
    expect(holdsSession("xbd.session_token=x")).toBe(false);
    expect(holdsSession("bd.session_token_hint=x")).toBe(false);
    expect(holdsSession("note=bd.session_token=x")).toBe(false);
  });
});

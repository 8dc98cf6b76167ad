import { createUser } from "../support/accounts";
import { e2e } from "./env";
import { expect, sessionCookieHeader, test } from "./support";

/** Where each kind of visitor ends up on each route of the spec's table (server redirects). */
const matrix: Record<string, Record<"anonymous" | "user" | "hr" | "admin", string | number>> = {
  "/": { anonymous: 200, user: 200, hr: 200, admin: 200 },
  "/careers": { anonymous: 200, user: 200, hr: 200, admin: 200 },
  "/login": { anonymous: 200, user: "/post-login", hr: "/post-login", admin: "/post-login" },
  "/register": { anonymous: 200, user: "/account", hr: "/account", admin: "/account" },
  "/post-login": {
    anonymous: "/login",
    user: "/account",
    hr: "/admin/dashboard",
    admin: "/admin/dashboard",
  },
  "/account": { anonymous: "/login", user: 200, hr: 200, admin: 200 },
  // Second factors: TOTP and passkeys, for any signed-in account.
  "/account/two-factor": { anonymous: "/login", user: 200, hr: 200, admin: 200 },
  // The dashboard's entry opens User Management for admins and Job Postings for hr.
  "/admin/dashboard": {
    anonymous: "/login",
    user: "/login",
    hr: "/admin/jobs",
    admin: "/admin/users",
  },
  "/admin/jobs": { anonymous: "/login", user: "/login", hr: 200, admin: 200 },
  "/admin/users": { anonymous: "/login", user: "/login", hr: 403, admin: 200 },
  "/no-such-page": { anonymous: 404, user: 404, hr: 404, admin: 404 },
};

test.describe("redirect matrix", () => {
  test.skip(({ isMobile }) => isMobile, "request-level checks run once");

  for (const who of ["anonymous", "user", "hr", "admin"] as const) {
    test(`${who}`, async ({ playwright }) => {
      let cookieHeader = "";
      if (who !== "anonymous") {
        const user = await createUser(e2e.databaseUrl, { role: who });
        cookieHeader = await sessionCookieHeader(user);
      }
      const request = await playwright.request.newContext({
        baseURL: e2e.baseURL,
        extraHTTPHeaders: cookieHeader ? { Cookie: cookieHeader } : {},
      });
      for (const [path, outcomes] of Object.entries(matrix)) {
        const expected = outcomes[who];
        const response = await request.get(path, { maxRedirects: 0 });
        if (typeof expected === "number") {
          expect(response.status(), `${who} ${path}`).toBe(expected);
        } else {
          expect(response.status(), `${who} ${path}`).toBe(302);
          expect(
            new URL(response.headers().location ?? "", e2e.baseURL).pathname,
            `${who} ${path}`,
          ).toBe(expected);
        }
      }
      await request.dispose();
    });
  }
});

test("a user sees only their own submissions", async ({ playwright, isMobile }) => {
  test.skip(isMobile, "request-level check runs once");
  const [alice, bob] = await Promise.all([
    createUser(e2e.databaseUrl, { name: "Alice" }),
    createUser(e2e.databaseUrl, { name: "Bob" }),
  ]);
  const aliceApi = await playwright.request.newContext({
    baseURL: e2e.baseURL,
    extraHTTPHeaders: { Cookie: await sessionCookieHeader(alice), Origin: e2e.baseURL },
  });
  const bobApi = await playwright.request.newContext({
    baseURL: e2e.baseURL,
    extraHTTPHeaders: { Cookie: await sessionCookieHeader(bob), Origin: e2e.baseURL },
  });
  const sent = await aliceApi.post("/api/quotes", {
    form: {
      name: "Alice",
      email: alice.email,
      industry: "Retail",
      description: "Alice's private project",
      formKey: crypto.randomUUID(),
      startedAt: "1",
    },
  });
  expect(sent.status()).toBe(201);
  expect(await (await aliceApi.get("/account")).text()).toContain("Retail");
  for (const path of [
    "/account",
    `/account?userId=${alice.id}`,
    `/account.data?user_id=${alice.id}`,
  ]) {
    const body = await (await bobApi.get(path)).text();
    expect(body, path).not.toContain("Retail");
    expect(body, path).not.toContain(alice.id);
  }
  await aliceApi.dispose();
  await bobApi.dispose();
});

test.describe("caching of personal pages", () => {
  test.skip(({ isMobile }) => isMobile, "request-level checks run once");

  test("My Account is never stored, as a document or as data", async ({ playwright }) => {
    const user = await createUser(e2e.databaseUrl);
    const api = await playwright.request.newContext({
      baseURL: e2e.baseURL,
      extraHTTPHeaders: { Cookie: await sessionCookieHeader(user) },
    });
    for (const path of ["/account", "/account.data"]) {
      const response = await api.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
    }
    await api.dispose();
  });

  test("a protected page's redirect to /login is never shared", async ({ request }) => {
    for (const path of [
      "/account",
      "/account.data",
      "/post-login",
      "/admin/dashboard",
      "/admin/users",
      "/admin/users.data",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      // .data answers a redirect as 202 with its target in the body.
      expect([302, 202], path).toContain(response.status());
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
    }
    // Public pages still are shared.
    const about = await request.get("/about");
    expect(about.headers()["cache-control"]).toMatch(/^public, /);
  });
});

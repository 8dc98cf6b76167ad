import type { APIResponse } from "@playwright/test";
import { createUser, query } from "../support/accounts";
import { e2e } from "./env";
import { addApplicationWithResume } from "./records";
import { expect, sessionCookieHeader, test } from "./support";

test.skip(({ isMobile }) => isMobile, "request-level checks run once");

function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, label).toMatch(/script-src 'self'[^;]* 'nonce-[A-Za-z0-9+/=]+'/);
  for (const directive of [
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "frame-src https://www.openstreetmap.org",
  ]) {
    expect(csp, `${label}: ${directive}`).toContain(directive);
  }
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], label).toContain("camera=()");
  expect(headers["strict-transport-security"], label).toBe("max-age=31536000; includeSubDomains");
  expect(headers["x-request-id"], label).toMatch(/^[0-9a-f-]{36}$/);
}

test("every kind of response carries the security headers", async ({ request, playwright }) => {
  // A parameter the page cache keys on (PAGE_PARAMS, record 096), so this page is a fresh entry;
  // one it ignores would share the home page's.
  const fresh = `/?page=${Date.now()}`;
  const page = await request.get(fresh);
  expectSecurityHeaders(page, "page");
  expect(page.headers()["x-cache"]).toBe("MISS");
  const again = await request.get(fresh);
  expect(again.headers()["x-cache"]).toBe("HIT");
  expectSecurityHeaders(again, "cached page");
  expect(again.headers()["content-security-policy"]).toMatch(/'sha256-/);
  expect(again.headers()["content-security-policy"]).not.toBe(
    page.headers()["content-security-policy"],
  );

  const asset = (await page.text()).match(/\/assets\/[^"]+\.js/)?.[0] ?? "";
  expectSecurityHeaders(await request.get(asset), "asset");
  expectSecurityHeaders(await request.get("/nope"), "404");
  expectSecurityHeaders(
    await request.post("/contact", {
      form: { name: "x" },
      headers: { Origin: e2e.baseURL },
    }),
    "action",
  );
  const applicationId = await addApplicationWithResume({
    name: "Sec",
    email: "sec@example.com",
    resume_path: "sec.pdf",
  });
  const admin = await createUser(e2e.databaseUrl, { role: "admin" });
  const staff = await playwright.request.newContext({
    baseURL: e2e.baseURL,
    extraHTTPHeaders: { Cookie: await sessionCookieHeader(admin) },
  });
  expectSecurityHeaders(await staff.get(`/admin/resumes/${applicationId}`), "download");
  await staff.dispose();
  expectSecurityHeaders(await request.get("/healthz"), "health");
});

test("state changes from another site are refused", async ({ request }) => {
  for (const path of ["/api/quotes", "/contact", "/login", "/api/auth/sign-in/email", "/logout"]) {
    const response = await request.post(path, {
      form: { name: "x" },
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status(), path).toBe(403);
  }
  const noOrigin = await request.post("/api/quotes", { form: { name: "x" } });
  expect(noOrigin.status()).toBe(403);
});

test("oversized and malformed bodies are refused", async ({ request }) => {
  const huge = await request.post("/contact", {
    headers: { Origin: e2e.baseURL, "Content-Type": "application/x-www-form-urlencoded" },
    data: `message=${"x".repeat(300 * 1024)}`,
  });
  expect(huge.status()).toBe(413);
  const malformed = await request.post("/careers", {
    headers: { Origin: e2e.baseURL, "Content-Type": "multipart/form-data; boundary=XYZ" },
    data: '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nno end boundary',
  });
  expect(malformed.status()).toBe(400);
  // The page renders the refusal (ok: false) rather than failing.
  expect(await malformed.text()).toContain("Please check the form");
  const bigUpload = await request.post("/careers", {
    headers: { Origin: e2e.baseURL },
    multipart: {
      name: "Big",
      email: "big@example.com",
      resume: {
        name: "cv.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.alloc(6 * 1024 * 1024, 1),
      },
    },
  });
  expect(bigUpload.status()).toBe(413);
});

test("health and readiness give no internals", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(await health.text()).toBe("ok");
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.text()).toBe("ready");
});

test("SQL injection strings are saved and shown as plain data", async ({ request, playwright }) => {
  const payload = "Robert'); DROP TABLE quotes;--";
  const sent = await request.post("/api/quotes", {
    headers: { Origin: e2e.baseURL },
    form: {
      name: payload,
      email: "bobby@example.com",
      industry: "Other",
      description: "' OR 1=1 --",
      formKey: crypto.randomUUID(),
      startedAt: "1",
    },
  });
  expect(sent.status()).toBe(201);
  const rows = await query<{ name: string; description: string }>(
    e2e.databaseUrl,
    "select name, description from quotes where email = 'bobby@example.com'",
  );
  expect(rows).toEqual([{ name: payload, description: "' OR 1=1 --" }]);
  const admin = await createUser(e2e.databaseUrl, { role: "admin" });
  const staff = await playwright.request.newContext({
    baseURL: e2e.baseURL,
    extraHTTPHeaders: { Cookie: await sessionCookieHeader(admin) },
  });
  for (const q of ["' OR '1'='1", "%' UNION SELECT password FROM accounts --", "\\"]) {
    const response = await staff.get(
      `/admin/dashboard?tab=quotes&q=${encodeURIComponent(q)}&status=${encodeURIComponent("New' OR 1=1--")}&page=1'`,
    );
    expect(response.status(), q).toBe(200);
    expect(await response.text(), q).not.toContain("$argon2id$");
  }
  await staff.dispose();
});

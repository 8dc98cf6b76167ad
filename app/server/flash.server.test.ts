import { describe, expect, it } from "vitest";
import { redirectWithToast, takeFlash } from "./flash.server";

describe("flash toasts", () => {
  it("carries a toast across a redirect and clears it once read", async () => {
    const response = await redirectWithToast("/account", {
      title: "Message Sent!",
      description: "Thank you for contacting us. We will be in touch shortly.",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/account");
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);

    const cookie = setCookie.split(";")[0] ?? "";
    const next = new Request("http://localhost/account", { headers: { Cookie: cookie } });
    const { toast, headers } = await takeFlash(next);
    expect(toast).toEqual({
      title: "Message Sent!",
      description: "Thank you for contacting us. We will be in touch shortly.",
    });
    expect(headers?.["Set-Cookie"]).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });

  it("ignores a missing or malformed cookie", async () => {
    const none = await takeFlash(new Request("http://localhost/"));
    expect(none.toast).toBeNull();
    const junk = await takeFlash(
      new Request("http://localhost/", { headers: { Cookie: "flash=not-base64%%" } }),
    );
    expect(junk.toast).toBeNull();
  });
});

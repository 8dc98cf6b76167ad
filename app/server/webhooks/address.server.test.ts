import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from "../../../tests/support/webhook-receiver";
import { checkWebhookHost, isPublicAddress, pinnedLookup } from "./address.server";

describe("webhook addresses", () => {
  it("refuses loopback, private, link-local, CGNAT, unique-local, multicast and unspecified", () => {
    const refused = [
      "127.0.0.1",
      "127.255.0.9",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "100.127.255.254",
      "0.0.0.0",
      "224.0.0.251",
      "255.255.255.255",
      "::",
      "::1",
      "fc00::1",
      "fd12:3456::1",
      "fe80::1",
      "ff02::1",
      // IPv4 addresses dressed as IPv6 still reach the IPv4 host.
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "64:ff9b::a9fe:a9fe",
      "2002:c0a8:0101::1",
      // Addresses that wrap another host (6to4, Teredo) are refused whatever they wrap, and
      // documentation ranges are no real host.
      "2002:0808:0808::1",
      "2001:0:4136:e378:8000:63bf:3fff:fdd2",
      "192.0.2.10",
      "2001:db8::1",
    ];
    for (const ip of refused) expect(isPublicAddress(ip), ip).toBe(false);
  });

  it("accepts public addresses, including ones next to the refused ranges", () => {
    const accepted = [
      "8.8.8.8",
      "1.1.1.1",
      "172.32.0.1",
      "172.15.255.255",
      "100.128.0.1",
      "11.0.0.1",
      "192.169.0.1",
      "2606:4700:4700::1111",
      "2a00:1450:4001:80b::200e",
      "::ffff:8.8.8.8",
    ];
    for (const ip of accepted) expect(isPublicAddress(ip), ip).toBe(true);
    expect(isPublicAddress("not an address")).toBe(false);
  });

  it("resolves a host name and refuses it when any of its addresses is private", async () => {
    const local = await checkWebhookHost("localhost", { allowPrivate: false });
    expect(local).toMatchObject({ ok: false, permanent: true });
    expect(local.ok || local.reason).toMatch(/^Refused: localhost is a private or local address/);
    expect(await checkWebhookHost("[::1]", { allowPrivate: false })).toMatchObject({ ok: false });
    // One public and one private answer: refused, or a connection could take the private one.
    const mixed = await checkWebhookHost("mixed.example", {
      allowPrivate: false,
      resolve: async () => [
        { address: "93.184.216.34", family: 4 },
        { address: "10.0.0.7", family: 4 },
      ],
    });
    expect(mixed).toMatchObject({ ok: false, permanent: true });
    const publicHost = await checkWebhookHost("hooks.example", {
      allowPrivate: false,
      resolve: async () => [{ address: "93.184.216.34", family: 4 }],
    });
    expect(publicHost).toEqual({ ok: true, address: "93.184.216.34", family: 4 });
    // A name that does not resolve is not refused for good: DNS may answer later.
    const missing = await checkWebhookHost("nothing.invalid", { allowPrivate: false });
    expect(missing).toMatchObject({ ok: false, permanent: false });
    // WEBHOOK_ALLOW_PRIVATE: tests and local receivers.
    expect(await checkWebhookHost("127.0.0.1", { allowPrivate: true })).toEqual({
      ok: true,
      address: "127.0.0.1",
      family: 4,
    });
  });

  describe("a pinned connection", () => {
    let receiver: WebhookReceiver;
    beforeAll(async () => {
      receiver = await startWebhookReceiver();
    });
    afterAll(() => receiver.close());

    it("goes to the checked address, never asking DNS again", async () => {
      // `.invalid` never resolves: the request can only arrive through the pinned address.
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.request(`http://rebinding.invalid:${receiver.port}/hooks`, {
          method: "POST",
          lookup: pinnedLookup({ address: "127.0.0.1", family: 4 }),
        });
        request.on("response", (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on("error", reject);
        request.end("{}");
      });
      expect(status).toBe(200);
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]?.headers.host).toBe(`rebinding.invalid:${receiver.port}`);
    });
  });
});

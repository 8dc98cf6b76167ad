import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.server";

describe("parseConfig", () => {
  it("runs locally with no variables set", () => {
    expect(parseConfig({})).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      PUBLIC_URL: "http://localhost:3000",
    });
  });

  it("rejects a bad value with a message naming the variable", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseConfig({ PUBLIC_URL: "ftp://example.com" })).toThrow(/PUBLIC_URL/);
  });

  it("drops a trailing slash from the public URL", () => {
    expect(parseConfig({ PUBLIC_URL: "https://www.example.com/" }).PUBLIC_URL).toBe(
      "https://www.example.com",
    );
  });
});

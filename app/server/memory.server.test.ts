import { describe, expect, it } from "vitest";
import { parseConfig } from "./config.server";
import { heapLimitMismatch } from "./memory.server";

const MB = 1024 * 1024;

describe("HEAP_LIMIT_MB", () => {
  it("is optional and must be a sensible number of megabytes", () => {
    expect(parseConfig({}).HEAP_LIMIT_MB).toBeUndefined();
    expect(parseConfig({ HEAP_LIMIT_MB: "192" }).HEAP_LIMIT_MB).toBe(192);
    expect(() => parseConfig({ HEAP_LIMIT_MB: "lots" })).toThrow(/HEAP_LIMIT_MB/);
    expect(() => parseConfig({ HEAP_LIMIT_MB: "16" })).toThrow(
      /HEAP_LIMIT_MB: must be at least 64/,
    );
  });

  it("agrees with a heap started with that cap, whatever its young generation", () => {
    expect(heapLimitMismatch(undefined, 4288 * MB)).toBeNull();
    expect(heapLimitMismatch(192, 204 * MB)).toBeNull(); // --max-semi-space-size=4
    expect(heapLimitMismatch(192, 384 * MB)).toBeNull(); // default semi-spaces
  });

  it("says how to start the server when the process runs without the cap", () => {
    expect(heapLimitMismatch(192, 4288 * MB)).toMatch(
      /HEAP_LIMIT_MB is 192, but this process's heap limit is 4288 MB: start it with `npm start`/,
    );
    expect(heapLimitMismatch(512, 204 * MB)).toMatch(/heap limit is 204 MB/);
  });

  it("reads the running process's limit by default", () => {
    expect(heapLimitMismatch(1)).toMatch(/HEAP_LIMIT_MB is 1/);
  });
});

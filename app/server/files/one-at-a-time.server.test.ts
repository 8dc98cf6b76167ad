import { describe, expect, it } from "vitest";
import { oneAtATime } from "./one-at-a-time.server";

/** A promise and the functions that settle it, so the test decides when each job ends. */
function deferred() {
  let resolve = () => {};
  let reject = (_: Error) => {};
  const promise = new Promise<void>((yes, no) => {
    resolve = () => yes();
    reject = no;
  });
  return { promise, resolve, reject };
}

describe("one image at a time (record 094)", () => {
  it("starts each job only once the one before has settled, failed or not", async () => {
    const started: string[] = [];
    const first = deferred();
    const second = deferred();
    const a = oneAtATime(async () => {
      started.push("a");
      await first.promise;
      return "a";
    });
    const b = oneAtATime(async () => {
      started.push("b");
      await second.promise;
    });
    const c = oneAtATime(async () => {
      started.push("c");
      return "c";
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(["a"]);
    first.resolve();
    expect(await a).toBe("a");
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(["a", "b"]);
    second.reject(new Error("broken image"));
    await expect(b).rejects.toThrow("broken image");
    expect(await c).toBe("c");
    expect(started).toEqual(["a", "b", "c"]);
  });
});

import { describe, expect, it } from "vitest";
import { pipeHeaders, strictestCacheControl } from "./headers.server";

const headers = (cacheControl?: string) =>
  new Headers(cacheControl ? { "Cache-Control": cacheControl } : {});

describe("route headers", () => {
  it("forwards a loader's Cache-Control, which React Router would otherwise drop", () => {
    const piped = pipeHeaders({
      parentHeaders: headers(),
      loaderHeaders: headers("private, no-store"),
      actionHeaders: headers(),
      errorHeaders: undefined,
    });
    expect(piped.get("Cache-Control")).toBe("private, no-store");
  });

  it("never lets a child or an error loosen a personal parent", () => {
    for (const child of [undefined, "public, s-maxage=300", "private, no-cache"]) {
      const piped = pipeHeaders({
        parentHeaders: headers("private, no-store"),
        loaderHeaders: headers(child),
        actionHeaders: headers(),
        errorHeaders: headers(),
      });
      expect(piped.get("Cache-Control"), child).toBe("private, no-store");
    }
  });

  it("merges Cache-Control values into the strictest", () => {
    expect(strictestCacheControl([null, null])).toBeNull();
    expect(strictestCacheControl(["public, max-age=0, s-maxage=300", "public, s-maxage=60"])).toBe(
      "public, max-age=0, s-maxage=60",
    );
    expect(strictestCacheControl(["public, s-maxage=300", "private, max-age=10"])).toBe(
      "private, max-age=10",
    );
    expect(strictestCacheControl(["public, s-maxage=300", "private, no-store"])).toBe(
      "private, no-store",
    );
  });
});

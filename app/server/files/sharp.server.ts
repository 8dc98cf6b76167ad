import type { Sharp, SharpOptions } from "sharp";

/**
 * libvips costs ~20 MB resident once loaded; only editors' uploads need it (record 055). Its
 * operation cache keeps decoded pixels for reuse no upload makes, so it is off (record 094).
 */
let loaded: Promise<(input: Uint8Array, options?: SharpOptions) => Sharp> | undefined;

export function loadSharp() {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

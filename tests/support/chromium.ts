/** Debian's Chromium, which the browser tests and the benches drive (CHROMIUM_PATH overrides). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Flags that keep Chromium off the network: this machine refuses outside connections, and
 * without them Chromium keeps trying (updates, sync, field trials) during every run.
 */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

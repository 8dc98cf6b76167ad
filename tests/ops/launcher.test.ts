// `npm start` runs the launcher the build wrote as JavaScript (build/main.js) under the heap cap
// host/start.sh sets, and that server is the whole site: health, security headers, pages.
// Run: npm run test:ops (after a build).
import assert from "node:assert/strict";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { startInstance, stopInstance } from "./instances.ts";

let scratch: string;
before(async () => {
  scratch = await mkdtemp(join(tmpdir(), "launcher-"));
});
after(() => rm(scratch, { recursive: true, force: true }));

test("npm start serves the site from build/main.js inside HEAP_LIMIT_MB", async () => {
  const instance = await startInstance(
    { DATA_DIR: join(scratch, "data"), HEAP_LIMIT_MB: "160" },
    { npmStart: true },
  );
  try {
    const pid = instance.process.pid;
    const cmdline = (await readFile(`/proc/${pid}/cmdline`, "utf8")).split("\0");
    assert.ok(cmdline.includes("build/main.js"), cmdline.join(" "));
    assert.ok(cmdline.includes("--max-old-space-size=160"), cmdline.join(" "));

    const home = await fetch(`${instance.url}/`);
    assert.equal(home.status, 200);
    assert.match(home.headers.get("content-security-policy") ?? "", /default-src 'self'/);
    assert.ok(home.headers.get("x-request-id"), "the launcher's request id");
    assert.match(await home.text(), /<title>[^<]+<\/title>/);
  } finally {
    await stopInstance(instance);
  }
});

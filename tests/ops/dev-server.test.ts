// `npm run dev`: the development server (Vite middleware, dependencies from node_modules rather
// than the production bundle) renders a static page and one that reads the database.
// Run: npm run test:ops.
import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { startInstance, stopInstance } from "./instances.ts";

test("the development server renders pages", async () => {
  const dataDir = await mkdtemp(join(tmpdir(), "dev-server-"));
  const instance = await startInstance({ NODE_ENV: "development", DATA_DIR: dataDir });
  try {
    for (const path of ["/", "/careers"]) {
      const response = await fetch(`${instance.url}${path}`);
      assert.equal(response.status, 200, `${path}: ${instance.logs.join("")}`);
      assert.match(await response.text(), /Brazos Digital/);
    }
  } finally {
    await stopInstance(instance);
    await rm(dataDir, { recursive: true, force: true });
  }
});

// .env beside the app is read at start by `npm start` and the launcher run by hand, and the
// environment wins over it (record 102); /metrics opens only with METRICS_TOKEN's bearer and
// does not exist without the variable (record 104). Run: npm run test:ops (after a build).
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { startInstance, stopInstance } from "./instances.ts";

const envFile = new URL("../../.env", import.meta.url);
const FILE_TOKEN = "token-from-the-dotenv-file-0001";
const ENV_TOKEN = "token-from-the-environment-0002";

let scratch: string;
before(async () => {
  // An owner's own .env is never overwritten by a test.
  assert.ok(!existsSync(envFile), "remove the .env beside the app before running this test");
  scratch = await mkdtemp(join(tmpdir(), "metrics-env-"));
});
after(async () => {
  await rm(envFile, { force: true });
  await rm(scratch, { recursive: true, force: true });
});

const scrape = (url: string, token?: string) =>
  fetch(`${url}/metrics`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

test("without METRICS_TOKEN there is no /metrics; with BACKUP_DIR the running site backs itself up", async () => {
  const backups = join(scratch, "backups");
  const instance = await startInstance({ DATA_DIR: join(scratch, "none"), BACKUP_DIR: backups });
  try {
    assert.equal((await scrape(instance.url, FILE_TOKEN)).status, 404);
    // The embedded database, copied by the process that has it open, while it serves.
    const deadline = Date.now() + 30_000;
    let manifest: { engine?: string; bytes?: number } = {};
    while (!manifest.engine && Date.now() < deadline) {
      const [name] = existsSync(backups) ? await readdir(backups) : [];
      const file = join(backups, name ?? "-", "backup.json");
      if (existsSync(file)) manifest = JSON.parse(await readFile(file, "utf8"));
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.equal(manifest.engine, "pglite", instance.logs.join(""));
    assert.ok((manifest.bytes ?? 0) > 100_000, `a whole database: ${manifest.bytes} bytes`);
    assert.equal((await fetch(`${instance.url}/readyz`)).status, 200);
  } finally {
    await stopInstance(instance);
  }
});

test("npm start reads .env beside the app: HEAP_LIMIT_MB and METRICS_TOKEN; PORT from the environment wins", async () => {
  await writeFile(envFile, `# test\nPORT=1\nHEAP_LIMIT_MB=176\nMETRICS_TOKEN="${FILE_TOKEN}"\n`);
  const instance = await startInstance({ DATA_DIR: join(scratch, "npm") }, { npmStart: true });
  try {
    const cmdline = (await readFile(`/proc/${instance.process.pid}/cmdline`, "utf8")).split("\0");
    assert.ok(cmdline.includes("--max-old-space-size=176"), cmdline.join(" "));
    assert.equal((await scrape(instance.url)).status, 401);
    assert.equal((await scrape(instance.url, "wrong-token-of-some-length")).status, 401);
    const ok = await scrape(instance.url, FILE_TOKEN);
    assert.equal(ok.status, 200, instance.logs.join(""));
    const text = await ok.text();
    assert.match(text, /^site_outbox_waiting \d+$/m);
    assert.match(text, /^site_page_views_waiting \d+$/m);
    assert.match(text, /^process_resident_memory_bytes \d+$/m);
    assert.match(
      text,
      /^http_request_duration_seconds_count\{route="\/metrics",status="401"\} 2$/m,
    );
  } finally {
    await stopInstance(instance);
  }
});

test("the launcher run by hand reads .env too, and a variable in the environment wins", async () => {
  // PAGE_VIEWS=0 only in the file: no page-view recorder, so /metrics has no backlog figure.
  await writeFile(envFile, `METRICS_TOKEN=${FILE_TOKEN}\nPAGE_VIEWS=0\n`);
  const instance = await startInstance({
    DATA_DIR: join(scratch, "hand"),
    METRICS_TOKEN: ENV_TOKEN,
  });
  try {
    assert.equal((await scrape(instance.url, FILE_TOKEN)).status, 401);
    const ok = await scrape(instance.url, ENV_TOKEN);
    assert.equal(ok.status, 200);
    const text = await ok.text();
    assert.match(text, /^site_outbox_waiting \d+$/m);
    assert.doesNotMatch(text, /site_page_views_waiting/);
  } finally {
    await stopInstance(instance);
  }
});

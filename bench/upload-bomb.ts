// Time and peak memory of checking the upload bombs of record 066: the résumé check on a 0.5 MB
// PDF that inflates to 512 MiB, on a 0.5 MB DOCX whose document part inflates to 512 MiB, and
// the editor's image upload of a 0.4 MB PNG of 12000 × 12000 pixels (no database: its writes go
// to a stub); and the largest PNG the cap allows (blank, MAX_IMAGE_PIXELS square), stored once
// ("png-max") and three at once ("png-max-x3"), record 094. Each case runs in a process of its
// own, so one's memory can't hide another's.
// Usage: npx tsx bench/upload-bomb.ts [--runs 3]   (tsx: it imports app code, record 008)
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { MAX_IMAGE_PIXELS, storeImage } from "../app/server/content/images.server.ts";
import type { Db } from "../app/server/db/client.server.ts";
import { gateDocument } from "../app/server/files/gate.server.ts";
import { hugePng, inflatingDocx, inflatingPdf } from "../tests/support/upload-bombs.ts";
import { flags, positiveInt } from "./lib/args.ts";
import { median, round, table } from "./lib/table.ts";

type Case = "pdf" | "docx" | "png" | "png-max" | "png-max-x3";
type Sample = {
  case: Case;
  bytes: number;
  ms: number;
  cpuMs: number;
  baseMb: number;
  peakMb: number;
  result: string;
};

const MB = 1024 * 1024;

/** A database that answers "not stored yet" and accepts every write, for `storeImage`. */
const stubDb = {
  select: () => ({ from: () => ({ where: async () => [] }) }),
  transaction: async (work: (tx: unknown) => Promise<unknown>) =>
    work({
      insert: () => ({
        values: () => Object.assign(Promise.resolve(), { returning: async () => [{ id: "x" }] }),
      }),
    }),
} as unknown as Db;

/** Runs one case in this process and prints its sample as JSON. */
async function measure(which: Case, side: number): Promise<Sample> {
  const bytes =
    which === "pdf"
      ? inflatingPdf()
      : which === "docx"
        ? inflatingDocx()
        : which === "png"
          ? hugePng()
          : hugePng(side, side);
  const image = which.startsWith("png");
  if (image) await import("sharp"); // libvips mapped before the baseline, as in a server
  const baseMb = process.memoryUsage().rss / MB;
  const started = performance.now();
  const cpu = process.cpuUsage();
  let result: string;
  if (image) {
    const store = () =>
      storeImage(new File([new Uint8Array(bytes)], "huge.png"), "bench", stubDb).then((answer) =>
        answer.ok ? `stored ${answer.values?.src}` : `refused: ${answer.fieldErrors?.image}`,
      );
    const answers = await Promise.all(Array.from({ length: which.endsWith("x3") ? 3 : 1 }, store));
    result = answers.join("; ");
  } else {
    const verdict = await gateDocument(`cv.${which}`, bytes);
    result = verdict.ok ? "accepted" : `refused (${verdict.problem})`;
  }
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  // CPU time as well as wall time: on a shared machine the wall time says more of the load.
  const cpuMs = (used.user + used.system) / 1000;
  const peakMb = (process.resourceUsage().maxRSS * 1024) / MB;
  return { case: which, bytes: bytes.length, ms, cpuMs, baseMb, peakMb, result };
}

const args = flags({
  case: { type: "string" },
  cases: { type: "string" },
  runs: { type: "string" },
  side: { type: "string" },
});
// The max-size PNG's side: the cap's square, or --side to see what another cap would cost.
const side = positiveInt(args.side, "side", Math.floor(Math.sqrt(MAX_IMAGE_PIXELS)));
if (typeof args.case === "string") {
  console.log(JSON.stringify(await measure(args.case as Case, side)));
} else {
  const runs = positiveInt(args.runs, "runs", 3);
  const cases = (
    typeof args.cases === "string" ? args.cases : "pdf,docx,png,png-max,png-max-x3"
  ).split(",");
  const self = fileURLToPath(import.meta.url);
  const rows: string[][] = [];
  for (const which of cases) {
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i++) {
      const out = execFileSync("npx", ["tsx", self, "--case", which, "--side", String(side)], {
        encoding: "utf8",
      });
      samples.push(JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as Sample);
    }
    const range = (key: (s: Sample) => number) => {
      const all = samples.map(key);
      const mid = key(median(samples, key));
      return `${round(mid)} (${round(Math.min(...all))}–${round(Math.max(...all))})`;
    };
    const first = samples[0];
    rows.push([
      which,
      `${round((first?.bytes ?? 0) / 1024)} KB`,
      range((s) => s.ms),
      range((s) => s.cpuMs),
      range((s) => s.baseMb),
      range((s) => s.peakMb),
      first?.result ?? "",
    ]);
  }
  console.log(`${runs} run(s) each, median (min–max)`);
  console.log(
    table(["case", "input", "ms", "CPU ms", "RSS before, MB", "RSS peak, MB", "result"], rows),
  );
}

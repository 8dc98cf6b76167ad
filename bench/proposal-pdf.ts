// Time and memory of one three-page proposal PDF (record 115; budget ≤ 500 ms, ≤ +50 MB RSS):
// the first render in a fresh process (fonts loaded then) and the median of the runs after it,
// unsigned and signed. RSS delta is the process's peak resident size after the runs minus its
// size before the first. No database: the PDF is a function of the version's view.
// Usage: npx tsx bench/proposal-pdf.ts [--runs 10] [--lines 60]
import { createHash } from "node:crypto";
import { type ProposalView, proposalTotals } from "../app/lib/proposals.ts";
import { proposalPdf } from "../app/server/proposals/pdf.server.ts";
import { flags, positiveInt } from "./lib/args.ts";
import { median, round, table } from "./lib/table.ts";

const args = flags({ runs: { type: "string" }, lines: { type: "string" } });
const runs = positiveInt(args.runs, "runs", 10);
const lineCount = positiveInt(args.lines, "lines", 60);

const lines = Array.from({ length: lineCount }, (_, index) => ({
  productSlug: null,
  description: `Work package ${index + 1}: analysis, design, build and acceptance testing`,
  quantity: (index % 5) + 1,
  unitPriceMinor: 95_000 + index * 1_250,
  discountBp: index % 4 === 0 ? 500 : 0,
}));
const totals = proposalTotals(lines, 250, 2_000);
const view: ProposalView = {
  reference: "P-1001",
  title: "SAP S/4HANA transformation, phase one",
  version: 1,
  company: "Acme Industries",
  contactName: "Jane Doe",
  currency: "EUR",
  lines: lines.map((line, index) => ({
    ...line,
    totalMinor: totals.lineTotalsMinor[index] ?? 0,
    productName: null,
  })),
  discountBp: 250,
  taxRateBp: 2_000,
  totals,
  terms: "Invoiced monthly in arrears; payment within 30 days of invoice. ".repeat(12),
  validUntil: "2026-12-31",
  sentAt: "2026-11-29T09:00:00.000Z",
};

const pages = (bytes: Uint8Array) =>
  (
    Buffer.from(bytes)
      .toString("latin1")
      .match(/\/Type \/Page\b/g) ?? []
  ).length;

const MB = 1024 * 1024;
const baseRss = process.memoryUsage().rss;
const timed = async (signed: boolean) => {
  const start = performance.now();
  const bytes = await proposalPdf(
    view,
    signed
      ? {
          name: "Jane Doe",
          acceptedAt: "2026-11-30T10:00:00.000Z",
          ip: "203.0.113.5",
          documentSha256: "0".repeat(64),
        }
      : null,
  );
  return { ms: performance.now() - start, bytes };
};

const first = await timed(false);
const unsigned = [];
const signed = [];
for (let run = 0; run < runs; run++) {
  unsigned.push(await timed(false));
  signed.push(await timed(true));
}
const peakRss = process.resourceUsage().maxRSS * 1024;
const hashes = new Set(
  unsigned.map(({ bytes }) => createHash("sha256").update(bytes).digest("hex")),
);

const rowOf = (name: string, sample: { ms: number; bytes: Uint8Array }) => [
  name,
  pages(sample.bytes),
  round(sample.bytes.length / 1024, 1),
  round(sample.ms, 1),
];
console.log(
  table(
    ["case", "pages", "KiB", "ms"],
    [
      rowOf("first (cold)", first),
      rowOf(
        `unsigned median of ${runs}`,
        median(unsigned, (s) => s.ms),
      ),
      rowOf(
        `signed median of ${runs}`,
        median(signed, (s) => s.ms),
      ),
    ],
  ),
);
console.log(
  `RSS before ${round(baseRss / MB, 1)} MB, peak ${round(peakRss / MB, 1)} MB, delta +${round((peakRss - baseRss) / MB, 1)} MB`,
);
console.log(`identical bytes on every run: ${hashes.size === 1 ? "yes" : "NO"}`);

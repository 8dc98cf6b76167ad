// The cost curve as a picture: one small panel per measured series (x on a log scale, since the
// steps grow tenfold), drawn as SVG and rendered to PNG by Chromium (playwright-core).
import { writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumPath } from "../../tests/support/chromium.ts";

export interface Line {
  label: string;
  color: string;
  points: { x: number; y: number }[];
}

export interface Panel {
  title: string;
  xLabel: string;
  yLabel: string;
  lines: Line[];
}

const W = 420;
const H = 260;
const M = { top: 34, right: 16, bottom: 44, left: 58 };
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const short = (n: number) =>
  n >= 1e6
    ? `${+(n / 1e6).toFixed(1)}M`
    : n >= 1e3
      ? `${+(n / 1e3).toFixed(1)}k`
      : String(+n.toFixed(n < 10 ? 1 : 0));
/** A round axis top (1, 2 or 5 times a power of ten) at or above `v`. */
const niceMax = (v: number) => {
  const step = 10 ** Math.floor(Math.log10(v));
  return ([1, 2, 5, 10].find((k) => k * step >= v) ?? 10) * step;
};

const plottable = (panel: Panel) =>
  panel.lines.flatMap((l) => l.points).filter((p) => p.x > 0 && Number.isFinite(p.y));

function panelSvg(panel: Panel, ox: number, oy: number): string {
  const points = plottable(panel);
  const xs = [...new Set(points.map((p) => p.x))].sort((a, b) => a - b);
  const [lo, hi] = [Math.log10(xs[0] ?? 1), Math.log10(xs[xs.length - 1] ?? 10)];
  const yMax = niceMax(Math.max(...points.map((p) => p.y)) || 1);
  const pw = W - M.left - M.right;
  const ph = H - M.top - M.bottom;
  const x = (v: number) =>
    ox + M.left + (hi === lo ? pw / 2 : ((Math.log10(v) - lo) / (hi - lo)) * pw);
  const y = (v: number) => oy + M.top + ph - (v / yMax) * ph;
  const parts = [
    `<text x="${ox + M.left}" y="${oy + 20}" font-size="14" font-weight="600">${esc(panel.title)}</text>`,
    `<line x1="${ox + M.left}" y1="${oy + M.top + ph}" x2="${ox + M.left + pw}" y2="${oy + M.top + ph}" stroke="#999"/>`,
    `<line x1="${ox + M.left}" y1="${oy + M.top}" x2="${ox + M.left}" y2="${oy + M.top + ph}" stroke="#999"/>`,
    `<text x="${ox + M.left + pw / 2}" y="${oy + H - 8}" font-size="11" text-anchor="middle" fill="#555">${esc(panel.xLabel)}</text>`,
    `<text transform="translate(${ox + 14} ${oy + M.top + ph / 2}) rotate(-90)" font-size="11" text-anchor="middle" fill="#555">${esc(panel.yLabel)}</text>`,
  ];
  for (const v of xs) {
    parts.push(
      `<text x="${x(v)}" y="${oy + M.top + ph + 16}" font-size="10" text-anchor="middle" fill="#555">${short(v)}</text>`,
    );
  }
  for (let i = 0; i <= 4; i++) {
    const v = (yMax / 4) * i;
    parts.push(
      `<line x1="${ox + M.left}" y1="${y(v)}" x2="${ox + M.left + pw}" y2="${y(v)}" stroke="#eee"/>`,
      `<text x="${ox + M.left - 6}" y="${y(v) + 3}" font-size="10" text-anchor="end" fill="#555">${short(v)}</text>`,
    );
  }
  panel.lines.forEach((line, i) => {
    const pts = line.points.filter((p) => p.x > 0 && Number.isFinite(p.y));
    const d = pts
      .map((p, j) => `${j ? "L" : "M"}${x(p.x).toFixed(1)},${y(p.y).toFixed(1)}`)
      .join("");
    parts.push(`<path d="${d}" fill="none" stroke="${line.color}" stroke-width="2"/>`);
    for (const p of pts) {
      parts.push(`<circle cx="${x(p.x)}" cy="${y(p.y)}" r="3" fill="${line.color}"/>`);
    }
    const lx = ox + M.left + 8 + i * ((pw - 8) / panel.lines.length);
    parts.push(
      `<rect x="${lx}" y="${oy + M.top - 8}" width="10" height="3" fill="${line.color}"/>`,
      `<text x="${lx + 14}" y="${oy + M.top - 4}" font-size="10" fill="#333">${esc(line.label)}</text>`,
    );
  });
  return parts.join("\n");
}

/** Panels in a grid of `columns`, with a caption under them; a part not run leaves no gap. */
export function chartSvg(allPanels: Panel[], caption: string, columns = 2): string {
  const panels = allPanels.filter((panel) => plottable(panel).length > 0);
  const rows = Math.ceil(panels.length / columns);
  const width = W * columns;
  const height = H * rows + 30;
  const body = panels
    .map((p, i) => panelSvg(p, (i % columns) * W, Math.floor(i / columns) * H))
    .join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">
<rect width="100%" height="100%" fill="#fff"/>
${body}
<text x="10" y="${height - 10}" font-size="10" fill="#777">${esc(caption)}</text>
</svg>`;
}

/** Writes the SVG and a PNG of it (Chromium at CHROMIUM_PATH or /usr/bin/chromium). */
export async function writeChart(svg: string, svgPath: string, pngPath: string): Promise<void> {
  writeFileSync(svgPath, svg);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
  });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 2 });
    await page.setContent(`<body style="margin:0">${svg}</body>`);
    await page.locator("svg").screenshot({ path: pngPath });
  } finally {
    await browser.close();
  }
}

// Takes full-page screenshots of pages at desktop (1280) and mobile (375) widths, for design review.
// Usage: node scripts/screenshot.ts http://localhost:3000 /tmp/shots / /solutions ...
import { chromium } from "playwright-core";

const [base = "http://localhost:3000", outDir = "/tmp/shots", ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 740 : 800 } });
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
    await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();

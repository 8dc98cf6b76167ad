import lighthouse from "lighthouse";
import { launchChrome } from "./lib/chrome.ts";
import { startServer } from "./lib/server.ts";
const server = await startServer();
const chrome = await launchChrome();
const route = process.argv[2] ?? "/";
try {
  for (let i = 0; i < Number(process.argv[3] ?? 3); i++) {
    const r = await lighthouse(`${server.origin}${route}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const lhr = r!.lhr;
    const a = lhr.audits;
    console.log(`run ${i}: perf ${Math.round((lhr.categories.performance.score ?? 0) * 100)} FCP ${a["first-contentful-paint"].displayValue} LCP ${a["largest-contentful-paint"].displayValue}`);
    const obs = (a.metrics.details as any).items[0];
    console.log(`  observed FCP ${Math.round(obs.observedFirstContentfulPaint)} LCP ${Math.round(obs.observedLargestContentfulPaint)}`);
    for (const req of (a["network-requests"].details as any).items) {
      console.log(`  ${String(Math.round(req.networkRequestTime)).padStart(5)}-${String(Math.round(req.networkEndTime)).padStart(5)} ${req.priority.padEnd(8)} ${String(req.transferSize).padStart(7)} ${req.url.replace(server.origin, "")}`);
    }
    const lcpEl = (a["largest-contentful-paint-element"]?.details as any)?.items?.[0]?.items?.[0]?.node?.snippet;
    console.log("  LCP element:", lcpEl?.slice(0, 150));
  }
} finally { await chrome.kill(); await server.stop(); }

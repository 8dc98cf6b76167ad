// The JS budget: first-visit JS/CSS per public route of the production build (no server, no
// timing), from React Router's client manifest. Fails (exit 1) when a route is over its gzip
// budget, a public page loads more script files than its budget, or the admin dashboard's route
// chunk is part of a public page's first visit.
// Usage: npm run test:budget -- [--dir build/client]  (after npm run build)
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { table } from "../../bench/lib/table.ts";
import { BuildError, readClientBuild } from "./client-build.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const { values: args } = parseArgs({ options: { dir: { type: "string" } } });
const clientDir = resolve(ROOT, args.dir ?? "build/client");

/** Budgets from the issue, in bytes of gzip JS (1 KB = 1000 bytes, the stricter reading). */
const KB = 1000;
const HOME_BUDGET = 130 * KB;
const PAGE_BUDGET = 150 * KB;
/**
 * Script files on a public page's first visit: the app chunk, root's, the route's own (and its
 * client action's) and the parts chunk it is built from (docs/decisions/059 and 060).
 */
const FILES_BUDGET = 6;
/** Public URL patterns (app/routes.ts) and the URL each stands for. */
const PUBLIC_ROUTES = [
  "/",
  "/solutions",
  "/solutions/:slug",
  "/products",
  "/products/:slug",
  "/use-cases",
  "/use-cases/:slug",
  "/case-studies",
  "/case-studies/:slug",
  "/insights",
  "/insights/:slug",
  "/careers",
  "/about",
  "/contact",
  "/privacy",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password",
];
const DASHBOARD_ROUTE_ID = "routes/admin/_layout";

let build: ReturnType<typeof readClientBuild>;
try {
  build = readClientBuild(clientDir);
} catch (error) {
  if (!(error instanceof BuildError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const { manifest, manifestFile, discovery, size, total, sortBySize, firstVisit } = build;

const dashboard = manifest.routes[DASHBOARD_ROUTE_ID];
const fmt = (bytes: number) => (bytes / KB).toFixed(1);

const results = PUBLIC_ROUTES.map((pattern) => {
  const { matches, js, css, undeclared, lazy } = firstVisit(pattern);
  const budget = pattern === "/" ? HOME_BUDGET : PAGE_BUDGET;
  const filesBudget = FILES_BUDGET;
  const jsTotal = total(js);
  const cssTotal = total(css);
  const withinBudget = jsTotal.gzip <= budget && js.size <= filesBudget;
  return {
    route: pattern,
    routeIds: matches.map((r) => r.id),
    budgetGzip: budget,
    filesBudget,
    verdict: withinBudget ? ("OK" as const) : ("OVER" as const),
    js: { ...jsTotal, files: sortBySize(js).map((href) => ({ href, ...size(href) })) },
    css: { ...cssTotal, files: sortBySize(css).map((href) => ({ href, ...size(href) })) },
    undeclaredImports: undeclared,
    lazy: { ...total(lazy), files: sortBySize(lazy) },
    dashboardChunkInFirstVisit: dashboard ? js.has(dashboard.module) : false,
    dashboardChunkLazy: dashboard ? lazy.includes(dashboard.module) : false,
  };
});

console.log(
  `Client manifest ${manifestFile} (route discovery: ${discovery}); gzip level 9 per file; 1 KB = 1000 bytes.`,
);
console.log(
  table(
    [
      "route",
      "JS files",
      "JS raw KB",
      "JS gzip KB",
      "CSS raw KB",
      "CSS gzip KB",
      "budget KB",
      "verdict",
    ],
    results.map((r) => [
      r.route,
      `${r.js.files.length} of ${r.filesBudget}`,
      fmt(r.js.raw),
      fmt(r.js.gzip),
      fmt(r.css.raw),
      fmt(r.css.gzip),
      fmt(r.budgetGzip),
      r.js.gzip > r.budgetGzip
        ? `OVER by ${fmt(r.js.gzip - r.budgetGzip)}`
        : r.verdict === "OVER"
          ? `OVER by ${r.js.files.length - r.filesBudget} files`
          : `OK (${fmt(r.budgetGzip - r.js.gzip)} left)`,
    ]),
  ),
);

// Files shared by every public page (entry + root) and what each route adds on top.
const shared = new Set(
  results[0]?.js.files
    .map((f) => f.href)
    .filter((href) => results.every((r) => r.js.files.some((f) => f.href === href))),
);
const sharedTotal = total(shared);
console.log(
  `\nJS on every public page (${shared.size} files): ${fmt(sharedTotal.raw)} KB raw, ${fmt(sharedTotal.gzip)} KB gzip`,
);
console.log(
  table(
    ["file", "raw KB", "gzip KB"],
    sortBySize(shared).map((href) => [href, fmt(size(href).raw), fmt(size(href).gzip)]),
  ),
);
console.log("\nWhat each route adds to that (gzip KB):");
for (const r of results) {
  const extra = r.js.files.filter((f) => !shared.has(f.href));
  const lazy = r.lazy.files.length ? `; lazy on interaction: ${fmt(r.lazy.gzip)} KB` : "";
  console.log(
    `  ${r.route.padEnd(20)} +${fmt(total(extra.map((f) => f.href)).gzip)}  ${extra
      .map((f) => `${f.href.replace("/assets/", "")} ${fmt(f.gzip)}`)
      .join(", ")}${lazy}`,
  );
}
const undeclared = results.filter((r) => r.undeclaredImports.length);
for (const r of undeclared) {
  console.log(
    `Note: ${r.route} statically imports chunks the manifest does not preload (counted): ${r.undeclaredImports.join(", ")}`,
  );
}

let leak = false;
if (!dashboard) {
  // A renamed layout must not turn this check into a silent pass.
  console.log(`\nDashboard chunk: no ${DASHBOARD_ROUTE_ID} route in the manifest.`);
  leak = true;
} else {
  const leaking = results.filter((r) => r.dashboardChunkInFirstVisit).map((r) => r.route);
  const lazily = results.filter((r) => r.dashboardChunkLazy).map((r) => r.route);
  leak = leaking.length > 0;
  console.log(
    leak
      ? `\nDashboard chunk: LEAK: ${dashboard.module} is loaded on the first visit of ${leaking.join(", ")}`
      : `\nDashboard chunk: OK: ${dashboard.module} (${fmt(size(dashboard.module).gzip)} KB gzip) is in no public route's first-visit set${lazily.length ? ` (but reachable by dynamic import from ${lazily.join(", ")})` : ""}`,
  );
}

const over = results.filter((r) => r.verdict === "OVER");
console.log(
  over.length
    ? `FAIL: over budget: ${over.map((r) => `${r.route} (${fmt(r.js.gzip)} KB of ${fmt(r.budgetGzip)}, ${r.js.files.length} files)`).join(", ")}`
    : `Budgets: all ${results.length} public routes within budget (/ ≤ ${fmt(HOME_BUDGET)} KB, others ≤ ${fmt(PAGE_BUDGET)} KB gzip JS; each ≤ ${FILES_BUDGET} script files).`,
);

process.exit(over.length || leak ? 1 : 0);

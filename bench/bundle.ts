// First-visit JS/CSS per public route, from React Router's client manifest: a size check on the
// production build (no server, no timing). Fails (exit 1) when a route is over its gzip budget or
// the admin dashboard's route chunk is part of a public page's first visit.
// Usage: npm run bench:bundle -- [--dir build/client]
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import { flags } from "./lib/args.ts";
import { table } from "./lib/table.ts";

const ROOT = resolve(import.meta.dirname, "..");
const args = flags({ dir: { type: "string" } });
const clientDir = resolve(ROOT, typeof args.dir === "string" ? args.dir : "build/client");
const serverBuild = resolve(clientDir, "../server/index.js");

/** Budgets from the issue, in bytes of gzip JS (1 KB = 1000 bytes, the stricter reading). */
const KB = 1000;
const HOME_BUDGET = 130 * KB;
const PAGE_BUDGET = 150 * KB;
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
  "/careers",
  "/about",
  "/contact",
];
const DASHBOARD_ROUTE_ID = "routes/admin/_layout";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  hydrateFallbackModule?: string;
}
interface Manifest {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
  url: string;
  version: string;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

// ---- locate and read the manifest -------------------------------------------------------------
if (!existsSync(clientDir)) {
  fail(`No client build at ${clientDir}: run \`npm run build\` first.`);
}
const assetsDir = join(clientDir, "assets");
const candidates = readdirSync(assetsDir).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
// The server build names the manifest it renders with; prefer that one if several are present.
const serverSource = existsSync(serverBuild) ? readFileSync(serverBuild, "utf8") : "";
const named = /"url":\s*"\/assets\/(manifest-[\w-]+\.js)"/.exec(serverSource)?.[1];
const manifestFile = named && candidates.includes(named) ? named : candidates.sort().at(-1);
if (!manifestFile || (candidates.length > 1 && !named)) {
  fail(`Expected one build/client/assets/manifest-*.js, found: ${candidates.join(", ") || "none"}`);
}
if (named && named !== manifestFile) {
  console.warn(`Note: the server build names ${named}, which is not in ${assetsDir}.`);
}

function parseManifest(source: string): Manifest {
  const prefix = "window.__reactRouterManifest=";
  const body = source.trim();
  if (body.startsWith(prefix)) {
    try {
      return JSON.parse(body.slice(prefix.length).replace(/;$/, "")) as Manifest;
    } catch {
      // not plain JSON: evaluate it below in an empty context
    }
  }
  const sandbox: { window: { __reactRouterManifest?: Manifest } } = { window: {} };
  runInNewContext(source, sandbox, { timeout: 1_000 });
  if (!sandbox.window.__reactRouterManifest) fail("manifest file did not set the manifest");
  return sandbox.window.__reactRouterManifest;
}
const manifest = parseManifest(readFileSync(join(assetsDir, manifestFile), "utf8"));

// Route discovery: "lazy" (the default with SSR) inlines the matched routes in the HTML; "initial"
// makes every page load the full manifest file as well.
const discovery = /routeDiscovery\s*=\s*\{\s*"mode":\s*"(\w+)"/.exec(serverSource)?.[1] ?? "lazy";

// ---- file sizes and the import graph ----------------------------------------------------------
interface FileSize {
  raw: number;
  gzip: number;
}
const sizes = new Map<string, FileSize>();
const sources = new Map<string, string>();
function fileOf(href: string): string {
  return join(clientDir, href.replace(/^\//, ""));
}
function source(href: string): string {
  let text = sources.get(href);
  if (text === undefined) {
    const file = fileOf(href);
    if (!existsSync(file)) fail(`${href} is in the manifest but not in ${clientDir} (rebuilt?)`);
    text = readFileSync(file, "utf8");
    sources.set(href, text);
  }
  return text;
}
function size(href: string): FileSize {
  let s = sizes.get(href);
  if (!s) {
    const buf = Buffer.from(source(href));
    s = { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
    sizes.set(href, s);
  }
  return s;
}
const resolveHref = (from: string, spec: string) =>
  new URL(spec, `http://x${from}`).pathname.replace(/^\/{2,}/, "/");
/** Static imports (`import … from "./x.js"`, `import "./x.js"`, `export … from`) of a chunk. */
function staticImports(href: string): string[] {
  const re = /(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g;
  return [...source(href).matchAll(re)].map((m) => resolveHref(href, m[1] ?? ""));
}
/** `import("./x.js")` targets: chunks loaded later (on interaction), not on the first visit. */
function dynamicImports(href: string): string[] {
  const re = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;
  return [...source(href).matchAll(re)].map((m) => resolveHref(href, m[1] ?? ""));
}
function staticClosure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length) {
    const href = stack.pop() as string;
    if (seen.has(href)) continue;
    seen.add(href);
    stack.push(...staticImports(href));
  }
  return seen;
}

// ---- route chains -----------------------------------------------------------------------------
function fullPath(route: ManifestRoute): string {
  const parts: string[] = [];
  for (
    let r: ManifestRoute | undefined = route;
    r;
    r = r.parentId ? manifest.routes[r.parentId] : undefined
  ) {
    if (r.path) parts.unshift(r.path);
  }
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}
function routeFor(pattern: string): ManifestRoute {
  const all = Object.values(manifest.routes);
  const found =
    pattern === "/"
      ? all.find((r) => r.index && fullPath(r) === "/")
      : all.find((r) => !r.index && fullPath(r) === pattern);
  if (!found) fail(`No route for ${pattern} in ${manifestFile}`);
  return found;
}
function chain(route: ManifestRoute): ManifestRoute[] {
  const list: ManifestRoute[] = [];
  for (
    let r: ManifestRoute | undefined = route;
    r;
    r = r.parentId ? manifest.routes[r.parentId] : undefined
  ) {
    list.unshift(r);
  }
  return list;
}
/** What React Router's <Scripts>/<Links> put in the HTML of a page matching `routes`. */
function manifestSet(routes: ManifestRoute[]) {
  const js = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  const css = new Set<string>(manifest.entry.css ?? []);
  if (discovery !== "lazy") js.add(manifest.url);
  for (const r of routes) {
    for (const href of [
      r.module,
      r.clientActionModule,
      r.clientLoaderModule,
      r.hydrateFallbackModule,
      ...(r.imports ?? []),
    ]) {
      if (href) js.add(href);
    }
    for (const href of r.css ?? []) css.add(href);
  }
  return { js, css };
}
const total = (hrefs: Iterable<string>) => {
  let raw = 0;
  let gzip = 0;
  for (const href of hrefs) {
    const s = size(href);
    raw += s.raw;
    gzip += s.gzip;
  }
  return { raw, gzip };
};
const sortBySize = (hrefs: Iterable<string>) =>
  [...hrefs].sort((a, b) => size(b).gzip - size(a).gzip || a.localeCompare(b));

const dashboard = manifest.routes[DASHBOARD_ROUTE_ID];
const fmt = (bytes: number) => (bytes / KB).toFixed(1);

const results = PUBLIC_ROUTES.map((pattern) => {
  const route = routeFor(pattern);
  const matches = chain(route);
  const declared = manifestSet(matches);
  // The browser also follows each chunk's static imports; they should all be declared already.
  const closure = staticClosure([...declared.js]);
  const undeclared = [...closure].filter((href) => !declared.js.has(href));
  const js = new Set([...declared.js, ...closure]);
  const lazy = new Set<string>();
  for (const href of js) for (const target of dynamicImports(href)) lazy.add(target);
  const lazyClosure = [...staticClosure([...lazy])].filter((href) => !js.has(href));
  const budget = pattern === "/" ? HOME_BUDGET : PAGE_BUDGET;
  const jsTotal = total(js);
  const cssTotal = total(declared.css);
  return {
    route: pattern,
    routeIds: matches.map((r) => r.id),
    budgetGzip: budget,
    verdict: jsTotal.gzip <= budget ? ("OK" as const) : ("OVER" as const),
    js: { ...jsTotal, files: sortBySize(js).map((href) => ({ href, ...size(href) })) },
    css: { ...cssTotal, files: sortBySize(declared.css).map((href) => ({ href, ...size(href) })) },
    undeclaredImports: undeclared,
    lazy: { ...total(lazyClosure), files: sortBySize(lazyClosure) },
    dashboardChunkInFirstVisit: dashboard ? js.has(dashboard.module) : false,
    dashboardChunkLazy: dashboard ? lazyClosure.includes(dashboard.module) : false,
  };
});

// ---- report -----------------------------------------------------------------------------------
console.log(
  `Client manifest ${manifestFile} (route discovery: ${discovery}); gzip level 9 per file; 1 KB = 1000 bytes.`,
);
console.log(
  table(
    ["route", "JS raw KB", "JS gzip KB", "CSS raw KB", "CSS gzip KB", "budget KB", "verdict"],
    results.map((r) => [
      r.route,
      fmt(r.js.raw),
      fmt(r.js.gzip),
      fmt(r.css.raw),
      fmt(r.css.gzip),
      fmt(r.budgetGzip),
      r.verdict === "OK"
        ? `OK (${fmt(r.budgetGzip - r.js.gzip)} left)`
        : `OVER by ${fmt(r.js.gzip - r.budgetGzip)}`,
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
  console.log(
    `\nDashboard chunk: no ${DASHBOARD_ROUTE_ID} route in the manifest (nothing to check).`,
  );
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
    ? `FAIL: over budget: ${over.map((r) => `${r.route} (${fmt(r.js.gzip)} > ${fmt(r.budgetGzip)} KB)`).join(", ")}`
    : `Budgets: all ${results.length} public routes within budget (/ ≤ ${fmt(HOME_BUDGET)} KB, others ≤ ${fmt(PAGE_BUDGET)} KB gzip JS).`,
);

const outDir = join(ROOT, "bench/results");
mkdirSync(outDir, { recursive: true });
writeFileSync(
  join(outDir, "bundle.json"),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      clientDir,
      manifest: manifestFile,
      routeDiscovery: discovery,
      gzipLevel: 9,
      kilobyte: KB,
      budgets: { home: HOME_BUDGET, page: PAGE_BUDGET },
      sharedJs: { ...sharedTotal, files: sortBySize(shared) },
      dashboard: dashboard
        ? { module: dashboard.module, ...size(dashboard.module), leak }
        : { module: null, leak: false },
      routes: results,
      pass: over.length === 0 && !leak,
    },
    null,
    2,
  )}\n`,
);
console.log("Results: bench/results/bundle.json");
process.exit(over.length || leak ? 1 : 0);

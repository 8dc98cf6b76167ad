// Reads the production client build the way a browser meets it: React Router's client manifest,
// each file's raw and gzip size, and the chunks a page loads on its first visit.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";

export interface ManifestRoute {
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
export interface Manifest {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
  url: string;
  version: string;
}

export interface FileSize {
  raw: number;
  gzip: number;
}

/** Thrown when the build cannot be read; the check reports it and exits 2. */
export class BuildError extends Error {}
function fail(message: string): never {
  throw new BuildError(message);
}

/** The client build under `clientDir` (its server build beside it names the live manifest). */
export function readClientBuild(clientDir: string) {
  const serverBuild = resolve(clientDir, "../server/index.js");
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
    fail(
      `Expected one build/client/assets/manifest-*.js, found: ${candidates.join(", ") || "none"}`,
    );
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

  /**
   * What a first visit to a URL matching `pattern` loads: the manifest's declared set, plus the
   * chunks the browser reaches by their static imports (which should all be declared already),
   * and what the page's dynamic imports would load later, on interaction.
   */
  function firstVisit(pattern: string) {
    const matches = chain(routeFor(pattern));
    const declared = manifestSet(matches);
    const closure = staticClosure([...declared.js]);
    const undeclared = [...closure].filter((href) => !declared.js.has(href));
    const js = new Set([...declared.js, ...closure]);
    const dynamicTargets = new Set<string>();
    for (const href of js) for (const target of dynamicImports(href)) dynamicTargets.add(target);
    const lazy = [...staticClosure([...dynamicTargets])].filter((href) => !js.has(href));
    return { matches, js, css: declared.css, undeclared, lazy };
  }

  return { manifest, manifestFile, discovery, size, total, sortBySize, firstVisit };
}

import { matchRoutes, type RouteObject } from "react-router";

/** What is read of the build's route manifest (ServerBuild["routes"]). */
type Manifest = Record<
  string,
  { id: string; parentId?: string; path?: string; index?: boolean } | undefined
>;

/** The route table as React Router matches it: each route under its parent. */
function routeTree(manifest: Manifest, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const id = route?.id ?? "";
      const children = routeTree(manifest, id);
      return route?.index
        ? { id, index: true as const, path: route.path }
        : { id, path: route?.path, children };
    });
}

/**
 * Maps a request path to its route pattern ("/insights/:slug"), the label of request metrics:
 * few distinct values however many URLs there are. Memoised, bounded, since the same paths come
 * again and again.
 */
export function routePatterns(manifest: Manifest): (path: string) => string {
  const tree = routeTree(manifest);
  const known = new Map<string, string>();
  return (path) => {
    let pattern = known.get(path);
    if (pattern !== undefined) return pattern;
    // A client navigation's data request (/careers.data) is the page's route.
    const pagePath = path.endsWith(".data") ? path.slice(0, -5) || "/" : path;
    const matches = matchRoutes(tree, pagePath) ?? [];
    const parts = matches.map((m) => m.route.path).filter((p): p is string => Boolean(p));
    pattern = `/${parts.join("/")}`.replace(/\/+/g, "/");
    if (known.size >= 2000) known.clear();
    known.set(path, pattern);
    return pattern;
  };
}

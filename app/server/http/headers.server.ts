import type { HeadersArgs } from "react-router";

/** For anything personal or one-off (signed-in pages, form answers, downloads): never stored. */
export const privateNoStore = { "Cache-Control": "private, no-store" } as const;

/**
 * A route's `headers` export for personal pages. React Router sends only what `headers`
 * returns, so without it the loader's Cache-Control is dropped. Every Cache-Control in play
 * (parent route, loader, action, error) is merged into the strictest, so a child can never make
 * its parent's personal page shareable.
 */
export function pipeHeaders({
  parentHeaders,
  loaderHeaders,
  actionHeaders,
  errorHeaders,
}: HeadersArgs): Headers {
  const headers = new Headers();
  const cacheControl = strictestCacheControl(
    [parentHeaders, loaderHeaders, actionHeaders, errorHeaders].map(
      (source) => source?.get("Cache-Control") ?? null,
    ),
  );
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  const vary = [parentHeaders, loaderHeaders].map((source) => source.get("Vary")).filter(Boolean);
  if (vary.length) headers.set("Vary", vary.join(", "));
  return headers;
}

const flags = ["private", "no-store", "no-cache", "must-revalidate"];
const ages = ["max-age", "s-maxage", "stale-while-revalidate"];

/** Merges Cache-Control values: any restricting flag wins, and the shortest ages. */
export function strictestCacheControl(values: (string | null)[]): string | null {
  const set = new Set<string>();
  const age = new Map<string, number>();
  let any = false;
  for (const value of values) {
    if (!value) continue;
    any = true;
    for (const part of value.split(",")) {
      const [name = "", raw] = part.trim().toLowerCase().split("=");
      if (ages.includes(name) && raw !== undefined) {
        age.set(name, Math.min(age.get(name) ?? Number.POSITIVE_INFINITY, Number(raw)));
      } else if (name) set.add(name);
    }
  }
  if (!any) return null;
  // Personal beats shareable; and a response that must not be stored has no age to speak of.
  if (set.has("private")) set.delete("public");
  if (set.has("no-store")) {
    age.clear();
    set.delete("no-cache");
    set.delete("must-revalidate");
  }
  if (set.has("private")) age.delete("s-maxage");
  const ordered = [
    ...["public", ...flags].filter((flag) => set.has(flag)),
    ...[...set].filter((flag) => flag !== "public" && !flags.includes(flag)),
    ...ages.filter((name) => age.has(name)).map((name) => `${name}=${age.get(name)}`),
  ];
  return ordered.join(", ");
}

/**
 * Tells the page cache that a public page changed (e.g. a job posting on /careers), so visitors
 * on this instance see it at once; other instances catch up within the page's s-maxage.
 */
type Listener = (path: string) => void;
const listeners = new Set<Listener>();

export function onPublicPageChanged(listener: Listener) {
  listeners.add(listener);
}

export function publicPageChanged(path: string) {
  for (const listener of listeners) listener(path);
}

/**
 * The site's own illustrations (public/illustrations, generated SVG of a few KB each), as text:
 * a page's priority illustration (its banner or hero) goes into the HTML as a data URI, so it
 * paints with the page instead of after one more round trip; compressed it adds about 1.5 KB
 * to the page (docs/decisions/056-first-view-font-and-map.md).
 */
const files = import.meta.glob<string>("../../public/illustrations/**/*.svg", {
  query: "?raw",
  import: "default",
  eager: true,
});
const bySrc = new Map(
  Object.entries(files).map(([path, svg]) => [
    path.slice(path.indexOf("/illustrations/")),
    `data:image/svg+xml,${encodeURIComponent(svg)}`,
  ]),
);

/** What app/components/illustration.tsx renders for a priority illustration of ours. */
const PRIORITY_IMG = /<img src="(\/illustrations\/[\w/-]+\.svg)"([^>]*? fetchPriority="high")/g;
/** The preload React adds to the head for such an image: the inline copy needs no request. */
const IMAGE_PRELOAD =
  /<link rel="preload" as="image" href="(\/illustrations\/[\w/-]+\.svg)"[^>]*>/g;

/** Puts each priority illustration of ours into the page; other images are left as they are. */
export function inlinePriorityIllustrations(html: string): string {
  return html
    .replace(IMAGE_PRELOAD, (tag, src: string) => (bySrc.has(src) ? "" : tag))
    .replace(PRIORITY_IMG, (tag, src: string, rest: string) => {
      const data = bySrc.get(src);
      return data ? `<img src="${data}"${rest}` : tag;
    });
}

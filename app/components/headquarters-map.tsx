import { useEffect, useRef, useState } from "react";
import { type SiteFacts, site } from "~/content/site";
import { useSiteFacts } from "./use-site-facts";

/** OpenStreetMap's embed, centred on the headquarters with a marker. */
function mapUrl(hq: SiteFacts["headquarters"]) {
  const { lat, lon } = hq.coordinates;
  const bbox = [lon - 0.012, lat - 0.007, lon + 0.012, lat + 0.007].map((n) => n.toFixed(5));
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox.join("%2C")}&layer=mapnik&marker=${lat}%2C${lon}`;
}

const FRAME_BOX =
  "aspect-[4/3] h-auto w-full rounded-xl border border-slate-200 bg-slate-100 sm:aspect-[21/9]";
/** How far below the view the map is asked for, so it is there when scrolled to. */
const AHEAD = "400px";

/**
 * The map on /contact, asked for once the page has hydrated and the map's box comes near the
 * view: a frame from another site, requested during the first paint, held that paint up, and
 * one made right after hydration cost the page its longest task
 * (docs/decisions/056-first-view-font-and-map.md). Until then an empty box of the same size
 * keeps the layout still; without scripts the frame is in <noscript>.
 */
export function HeadquartersMap() {
  const hq = useSiteFacts().headquarters;
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = box.current;
    if (!target || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const watcher = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        watcher.disconnect();
        setNear(true);
      },
      { rootMargin: AHEAD },
    );
    watcher.observe(target);
    return () => watcher.disconnect();
  }, []);
  const frame = (
    <iframe
      title={`Map showing ${site.brand} headquarters in ${hq.city}, ${hq.regionName}`}
      src={mapUrl(hq)}
      loading="lazy"
      width="640"
      height="420"
      referrerPolicy="no-referrer"
      className={FRAME_BOX}
    />
  );
  if (near) return frame;
  return (
    <div ref={box} className={FRAME_BOX}>
      <noscript>{frame}</noscript>
    </div>
  );
}

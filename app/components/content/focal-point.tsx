import type { KeyboardEvent, MouseEvent } from "react";
import { thumbnailOf } from "~/lib/content/images";

/** The focal point as its two fields hold it: whole percentages, blank for the centre. */
export type Focus = { x: string; y: string };

const percent = (value: string) =>
  value.trim() === "" || Number.isNaN(Number(value))
    ? 50
    : Math.min(100, Math.max(0, Math.round(Number(value))));

const steps: Record<string, [number, number]> = {
  ArrowLeft: [-5, 0],
  ArrowRight: [5, 0],
  ArrowUp: [0, -5],
  ArrowDown: [0, 5],
};

/** The shapes the site crops a cover or banner to (components/illustration.tsx, insight.tsx). */
const crops = [
  { label: "Cards and phones (3:2)", className: "aspect-[3/2]" },
  { label: "Article header on a wide screen (32:15)", className: "aspect-[32/15]" },
] as const;

/**
 * The focal point chosen on the picture (record 051): click where what matters is, or focus
 * the picture and move the point with the arrow keys; beside it the image as the site crops
 * it. The two percentage fields stay, and hold what is saved (docs/decisions/119).
 */
export function FocalPointPicker({
  src,
  focus,
  onChange,
}: {
  src: string;
  focus: Focus;
  onChange: (focus: Focus) => void;
}) {
  if (!src) return null;
  const x = percent(focus.x);
  const y = percent(focus.y);
  const image = thumbnailOf(src);
  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    // A click from the keyboard (Enter, Space) has no position: the arrow keys move the point.
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    const at = (offset: number, size: number) =>
      String(Math.min(100, Math.max(0, Math.round((offset / size) * 100))));
    onChange({
      x: at(event.clientX - box.left, box.width),
      y: at(event.clientY - box.top, box.height),
    });
  };
  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const clamp = (value: number) => String(Math.min(100, Math.max(0, value)));
    onChange({ x: clamp(x + step[0]), y: clamp(y + step[1]) });
  };
  return (
    <div className="space-y-2 lg:col-span-2">
      <p id="focal-point-help" className="text-slate-600 text-xs">
        Click the picture where what matters is, or focus it and use the arrow keys. The previews
        show how the site crops it.
      </p>
      <div className="grid max-w-2xl gap-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <button
          type="button"
          onClick={pick}
          onKeyDown={nudge}
          aria-label={`Focal point on the picture: ${x}% across, ${y}% down`}
          aria-describedby="focal-point-help"
          className="relative block cursor-crosshair self-start overflow-hidden rounded-md bg-slate-100 ring-1 ring-slate-200 focus-visible:outline-3 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
        >
          <img src={image} alt="" className="block h-auto w-full" draggable={false} />
          <span
            aria-hidden="true"
            className="-translate-x-1/2 -translate-y-1/2 pointer-events-none absolute size-6 rounded-full border-2 border-white bg-brand-600/40 shadow-md ring-2 ring-brand-700"
            style={{ left: `${x}%`, top: `${y}%` }}
          />
        </button>
        <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-1">
          {crops.map((crop) => (
            <figure key={crop.label} className="space-y-1">
              <img
                src={image}
                alt=""
                className={`${crop.className} block w-full rounded-md bg-slate-100 object-cover ring-1 ring-slate-200`}
                style={{ objectPosition: `${x}% ${y}%` }}
              />
              <figcaption className="text-slate-600 text-xs">{crop.label}</figcaption>
            </figure>
          ))}
        </div>
      </div>
    </div>
  );
}

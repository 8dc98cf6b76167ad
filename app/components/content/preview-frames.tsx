import type { ComponentProps } from "react";

/**
 * A page or a mail in two frames: a phone's 375 px, and a desktop's 1280 px shown at half size.
 * Each frame lays it out at its own width, so its own breakpoints apply. `frame` says what the
 * frames hold (a `src`, or the HTML itself in a sandboxed `srcDoc`); `phoneHeight` how much of
 * it the phone shows.
 */
export function PreviewFrames({
  name,
  frame,
  phoneHeight = "h-[667px]",
}: {
  name: string;
  frame: Pick<ComponentProps<"iframe">, "src" | "srcDoc" | "sandbox">;
  phoneHeight?: string;
}) {
  return (
    <div className="flex flex-wrap items-start gap-4">
      <figure className="space-y-1">
        <figcaption className="font-medium text-slate-600 text-sm">Phone, 375 px</figcaption>
        <div className="max-w-full overflow-auto rounded-xl border-4 border-slate-800 bg-white">
          <iframe
            {...frame}
            title={`${name} on a phone`}
            className={`block ${phoneHeight} w-[375px]`}
          />
        </div>
      </figure>
      <figure className="min-w-0 space-y-1">
        <figcaption className="font-medium text-slate-600 text-sm">
          Desktop, 1280 px (half size)
        </figcaption>
        <div className="h-[400px] w-[640px] max-w-full overflow-hidden rounded-lg border-4 border-slate-800 bg-white">
          <iframe
            {...frame}
            title={`${name} on a desktop`}
            className="block h-[800px] w-[1280px] origin-top-left scale-50"
          />
        </div>
      </figure>
    </div>
  );
}

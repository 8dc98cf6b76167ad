/**
 * The draft's real page in two frames: a phone's 375 px, and a desktop's 1280 px shown at half
 * size. Each frame lays the page out at its own width, so the page's own breakpoints apply.
 */
export function PreviewFrames({ src, name }: { src: string; name: string }) {
  return (
    <div className="flex flex-wrap items-start gap-4">
      <figure className="space-y-1">
        <figcaption className="font-medium text-slate-600 text-sm">Phone, 375 px</figcaption>
        <div className="max-w-full overflow-auto rounded-xl border-4 border-slate-800 bg-white">
          <iframe src={src} title={`${name} on a phone`} className="block h-[667px] w-[375px]" />
        </div>
      </figure>
      <figure className="min-w-0 space-y-1">
        <figcaption className="font-medium text-slate-600 text-sm">
          Desktop, 1280 px (half size)
        </figcaption>
        <div className="h-[400px] w-[640px] max-w-full overflow-hidden rounded-lg border-4 border-slate-800 bg-white">
          <iframe
            src={src}
            title={`${name} on a desktop`}
            className="block h-[800px] w-[1280px] origin-top-left scale-50"
          />
        </div>
      </figure>
    </div>
  );
}

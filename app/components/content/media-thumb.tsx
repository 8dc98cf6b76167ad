import { formatBytes, type MediaImage, thumbnailOf } from "~/lib/content/images";

/** An image's thumbnail, whole (never cropped), in a square, on a checked ground. */
export function Thumb({ src, className = "" }: { src: string; className?: string }) {
  return (
    <span
      className={`flex aspect-square w-full items-center justify-center overflow-hidden rounded-md bg-slate-100 ${className}`}
    >
      <img
        src={thumbnailOf(src)}
        alt=""
        loading="lazy"
        decoding="async"
        className="max-h-full max-w-full object-contain"
      />
    </span>
  );
}

/** What people read about an image: its file name, then size and dimensions. */
export function MediaCaption({
  image,
}: {
  image: Pick<MediaImage, "fileName" | "size" | "width" | "height">;
}) {
  return (
    <span className="block min-w-0 text-left">
      <span className="block break-words font-medium text-sm">{image.fileName}</span>
      <span className="block text-slate-600 text-xs">
        {image.width} × {image.height} · {formatBytes(image.size)}
      </span>
    </span>
  );
}

/** An illustration's readable name: `/illustrations/cloud/servers.svg` → "cloud / servers". */
export const illustrationName = (src: string) =>
  src
    .replace(/^\/illustrations\//, "")
    .replace(/\.svg$/, "")
    .replace("/", " / ");

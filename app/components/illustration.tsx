import type { Illustration as IllustrationData } from "~/content/types";
import { cn } from "~/lib/cn";
import { uploadedSources } from "~/lib/content/images";

/** Detail pages show images at most about half the 80rem layout, and full width on phones. */
const sizes = "(min-width: 1024px) 640px, 100vw";

/**
 * A content illustration. Every file is 1200×800, so the fixed width, height and aspect ratio
 * reserve the space before it loads (no layout shift). Below-the-fold images load lazily.
 */
export function Illustration({
  image,
  priority = false,
  plain = false,
  className,
}: {
  image: IllustrationData;
  priority?: boolean;
  /** No placeholder background while loading (for art that sits on a tinted section). */
  plain?: boolean;
  className?: string;
}) {
  const uploaded = uploadedSources(image.src);
  // Where a banner crops the image, the editor's focal point stays in view (record 051).
  const style = image.focus ? { objectPosition: `${image.focus.x}% ${image.focus.y}%` } : undefined;
  // What both forms of the image carry: its fixed 1200×800 box, how eagerly it loads, its look.
  const shown = {
    width: 1200,
    height: 800,
    loading: priority ? "eager" : "lazy",
    decoding: priority ? "sync" : "async",
    fetchPriority: priority ? "high" : "auto",
    className: cn(
      "aspect-[3/2] h-auto w-full rounded-xl object-cover",
      !plain && "bg-slate-100",
      className,
    ),
    style,
  } as const;
  if (uploaded)
    // An editor's upload: WebP where the browser takes it, else its own format, at the width
    // the layout needs. The fixed 3:2 box keeps the layout from shifting as it loads.
    return (
      <picture>
        <source type="image/webp" srcSet={uploaded.webp} sizes={sizes} />
        <img
          src={uploaded.src}
          srcSet={uploaded.fallback}
          sizes={sizes}
          alt={image.alt}
          {...shown}
        />
      </picture>
    );
  return (
    <img
      src={image.src}
      alt={image.alt}
      {...shown}
      // The server sends a priority illustration of ours inline, as a data URI of the same file
      // (app/server/priority-illustrations.server.ts); the browser keeps what it painted.
      suppressHydrationWarning={priority}
    />
  );
}

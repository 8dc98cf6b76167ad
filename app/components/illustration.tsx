import type { Illustration as IllustrationData } from "~/content/types";
import { cn } from "~/lib/cn";

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
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={1200}
      height={800}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
      className={cn(
        "aspect-[3/2] h-auto w-full rounded-xl object-cover",
        !plain && "bg-slate-100",
        className,
      )}
    />
  );
}

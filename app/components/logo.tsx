import { site } from "~/content/site";

/** The brand mark and wordmark. The mark is decorative; the link around it carries the name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32" className="shrink-0">
        <rect width="32" height="32" rx="8" fill={inverted ? "#fff" : "#0b1f3a"} />
        <path d="M8 22 16 8l8 14z" fill="#2563eb" />
        <path d="M12 22 16 15l4 7z" fill="#f59e0b" />
      </svg>
      <span
        className={`font-semibold text-lg tracking-tight ${inverted ? "text-white" : "text-ink"}`}
      >
        {site.brand}
      </span>
    </span>
  );
}

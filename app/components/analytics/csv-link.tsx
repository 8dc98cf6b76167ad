import { Download } from "lucide-react";

/** A table's CSV download: a plain link, so the browser saves the file. */
export function CsvLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex items-center gap-1 font-medium text-brand-700 text-xs hover:underline"
    >
      <Download aria-hidden="true" className="size-3.5" />
      CSV<span className="sr-only"> of {label}</span>
    </a>
  );
}

import { cn } from "~/lib/cn";
import { type ContentStatus, contentStatusLabels } from "~/lib/content/types";

const tones: Record<ContentStatus, string> = {
  draft: "bg-slate-100 text-slate-800 ring-slate-300",
  published: "bg-green-100 text-green-800 ring-green-200",
  changed: "bg-amber-100 text-amber-900 ring-amber-200",
  scheduled: "bg-indigo-100 text-indigo-800 ring-indigo-200",
};

export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  return (
    <span
      className={cn(
        "inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 font-medium text-xs ring-1 ring-inset",
        tones[status],
      )}
    >
      {contentStatusLabels[status]}
    </span>
  );
}

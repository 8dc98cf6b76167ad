import { Eye } from "lucide-react";

/**
 * Marks a page that shows an unpublished draft (record 046), so nobody mistakes a preview for
 * the live site. Staff get a way back to the content area.
 */
export function PreviewBanner({ preview }: { preview: { shared: boolean } | null | undefined }) {
  if (!preview) return null;
  return (
    <div role="status" className="border-amber-300 border-b bg-amber-50 text-amber-950">
      <p className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <Eye aria-hidden="true" className="size-4 shrink-0" />
        <span>
          <strong>Preview.</strong> This page shows a draft that is not published.
        </span>
        {!preview.shared && (
          <a href="/admin/content" className="ml-auto font-medium underline">
            Back to content
          </a>
        )}
      </p>
    </div>
  );
}

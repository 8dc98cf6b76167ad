import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { type ContentType, contentTypeInfo, contentTypes } from "~/lib/content/types";

/** The content types as links; each list is its own URL. */
export function ContentTypeNav({ current }: { current: ContentType }) {
  return (
    <nav aria-label="Content types" className="flex flex-wrap gap-1">
      {contentTypes.map((type) => (
        <Link
          key={type}
          to={`/admin/content?type=${type}`}
          aria-current={type === current ? "page" : undefined}
          className={cn(
            "inline-flex h-8 items-center rounded-md px-2.5 font-medium text-sm",
            type === current ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100",
          )}
        >
          {contentTypeInfo[type].plural}
        </Link>
      ))}
    </nav>
  );
}

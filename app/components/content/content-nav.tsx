import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { type ContentType, contentTypeInfo, contentTypes } from "~/lib/content/types";

const tab = (current: boolean) =>
  cn(
    "inline-flex h-8 items-center rounded-md px-2.5 font-medium text-sm",
    current ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100",
  );

/** The content types as links, each list its own URL, and the media library last. */
export function ContentTypeNav({ current }: { current: ContentType | "media" }) {
  return (
    <nav aria-label="Content types" className="flex flex-wrap gap-1">
      {contentTypes.map((type) => (
        <Link
          key={type}
          to={`/admin/content?type=${type}`}
          aria-current={type === current ? "page" : undefined}
          className={tab(type === current)}
        >
          {contentTypeInfo[type].plural}
        </Link>
      ))}
      <Link
        to="/admin/content/media"
        aria-current={current === "media" ? "page" : undefined}
        className={tab(current === "media")}
      >
        Media library
      </Link>
    </nav>
  );
}

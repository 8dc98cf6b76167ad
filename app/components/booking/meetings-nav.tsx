import { Link } from "react-router";
import { cn } from "~/lib/cn";

const view = (active: boolean) =>
  cn(
    "rounded-md px-3 py-1.5 font-medium text-sm",
    active ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100",
  );

/** The meetings' two views, List and Week (record 088), each its own URL. */
export function MeetingsViews({ current }: { current: "list" | "week" }) {
  return (
    <nav aria-label="Meetings views" className="flex gap-1">
      <Link
        to="/admin/meetings"
        className={view(current === "list")}
        aria-current={current === "list" ? "page" : undefined}
      >
        List
      </Link>
      <Link
        to="/admin/meetings/week"
        className={view(current === "week")}
        aria-current={current === "week" ? "page" : undefined}
      >
        Week
      </Link>
    </nav>
  );
}

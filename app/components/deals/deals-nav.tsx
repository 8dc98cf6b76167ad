import { Link, useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/lib/cn";

const views = [
  { path: "/admin/deals", label: "Board" },
  { path: "/admin/deals/list", label: "List" },
  { path: "/admin/deals/forecast", label: "Forecast" },
] as const;

/** The deals pages' heading and views: board, list, forecast, and a new deal. */
export function DealsNav({ title }: { title: string }) {
  const { pathname } = useLocation();
  return (
    <div className="mb-3 flex flex-wrap items-end justify-between gap-3 border-slate-200 border-b">
      <div>
        <h2 className="font-bold text-ink text-xl">{title}</h2>
        <nav aria-label="Deal views" className="mt-1">
          <ul className="-mb-px flex gap-x-1 text-sm">
            {views.map((view) => (
              <li key={view.path}>
                <Link
                  to={view.path}
                  aria-current={pathname === view.path ? "page" : undefined}
                  className={cn(
                    "block border-b-2 px-2.5 py-1.5 font-medium",
                    pathname === view.path
                      ? "border-brand-700 text-brand-800"
                      : "border-transparent text-slate-600 hover:text-ink",
                  )}
                >
                  {view.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <ButtonLink to="/admin/deals/new" size="sm" className="mb-2">
        New deal
      </ButtonLink>
    </div>
  );
}

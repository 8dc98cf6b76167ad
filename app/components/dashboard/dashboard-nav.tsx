import { Link } from "react-router";
import { cn } from "~/lib/cn";
import type { DashboardTab, DashboardTabId } from "~/lib/dashboard";

/** The dashboard's sections as links: each is its own URL, so back, reload and new tab work. */
export function DashboardNav({
  tabs,
  current,
}: {
  tabs: readonly Pick<DashboardTab, "id" | "label" | "path">[];
  current: DashboardTabId | null;
}) {
  return (
    <nav aria-label="Dashboard sections" className="mt-8 border-slate-200 border-b">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              to={tab.path}
              aria-current={tab.id === current ? "page" : undefined}
              className={cn(
                "block whitespace-nowrap border-b-2 px-4 py-2.5 font-medium text-sm",
                tab.id === current
                  ? "border-brand-700 text-brand-800"
                  : "border-transparent text-slate-600 hover:text-ink",
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

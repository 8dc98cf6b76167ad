import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import type { DashboardTab, DashboardTabId } from "~/lib/dashboard";

/**
 * The dashboard's sections as links: each is its own URL, so back, reload and new tab work.
 * A list's unassigned count sits beside its tab's name, outside the link's text, so the tab
 * keeps the spec's name; the link is described by it for assistive technology.
 */
export function DashboardNav({
  tabs,
  current,
  counts = {},
}: {
  tabs: readonly Pick<DashboardTab, "id" | "label" | "path">[];
  current: DashboardTabId | null;
  counts?: Partial<Record<DashboardTabId, number>>;
}) {
  const list = useRef<HTMLUListElement>(null);
  // On a phone the row scrolls sideways: bring the current section into view (record 118).
  useEffect(() => {
    const row = list.current;
    const tab = current ? row?.querySelector<HTMLElement>(`[data-tab='${current}']`) : null;
    if (!row || !tab) return;
    const hidden = tab.offsetLeft + tab.offsetWidth > row.scrollLeft + row.clientWidth;
    if (hidden || tab.offsetLeft < row.scrollLeft)
      row.scrollLeft = Math.max(0, tab.offsetLeft - 16);
  }, [current]);
  return (
    <nav aria-label="Dashboard sections">
      <ul
        ref={list}
        className="relative -mb-px flex gap-0.5 overflow-x-auto [scrollbar-width:none]"
      >
        {tabs.map((tab) => {
          const n = counts[tab.id];
          return (
            <li key={tab.id} data-tab={tab.id} className="relative shrink-0">
              <Link
                to={tab.path}
                aria-current={tab.id === current ? "page" : undefined}
                aria-describedby={n ? `tab-count-${tab.id}` : undefined}
                className={cn(
                  "block whitespace-nowrap border-b-2 px-3 py-1.5 font-medium text-sm",
                  n ? "pr-9" : "",
                  tab.id === current
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-slate-600 hover:text-ink",
                )}
              >
                {tab.label}
              </Link>
              {n ? (
                <span
                  id={`tab-count-${tab.id}`}
                  title={`${n} unassigned`}
                  className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-amber-100 px-1.5 font-medium text-amber-900 text-xs tabular-nums"
                >
                  {n}
                  <span className="sr-only"> unassigned</span>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

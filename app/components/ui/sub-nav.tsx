import { Link, useLocation } from "react-router";
import { cn } from "~/lib/cn";

/** The two looks of a section's own links: tabs on the rule under a heading, or pills. */
const looks = {
  tabs: {
    list: "-mb-px flex flex-wrap gap-x-1 text-sm",
    link: "block border-b-2 px-2.5 py-1.5 font-medium",
    current: "border-brand-700 text-brand-800",
    other: "border-transparent text-slate-600 hover:text-ink",
  },
  pills: {
    list: "flex gap-1",
    link: "block rounded-md px-3 py-1.5 font-medium text-sm",
    current: "bg-brand-50 text-brand-800",
    other: "text-slate-700 hover:bg-slate-100",
  },
};

export type SubNavItem = { path: string; label: string };

/**
 * A staff section's pages as one row of links (settings, deal views, meetings, job postings),
 * the one at the current URL marked for assistive technology and by its look.
 */
export function SubNav({
  label,
  items,
  look,
  className,
}: {
  /** The navigation landmark's name. */
  label: string;
  items: readonly SubNavItem[];
  look: keyof typeof looks;
  className?: string;
}) {
  const { pathname } = useLocation();
  const style = looks[look];
  return (
    <nav aria-label={label} className={className}>
      <ul className={style.list}>
        {items.map((item) => (
          <li key={item.path}>
            <Link
              to={item.path}
              aria-current={pathname === item.path ? "page" : undefined}
              className={cn(style.link, pathname === item.path ? style.current : style.other)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

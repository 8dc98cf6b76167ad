import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { type LeadKind, leadKindIds, leadKinds } from "~/lib/lead-kinds";

const section = (active: boolean) =>
  cn(
    "rounded-md px-3 py-2 font-medium text-sm",
    active ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100",
  );

/**
 * The lists that share a dashboard tab with `current`, read from the registry (Contact
 * Messages also holds the newsletter's subscriptions, record 079). Nothing when the tab has one.
 */
export function TabLists({ current }: { current: LeadKind }) {
  const tab = leadKinds[current].tab;
  const lists = leadKindIds.filter((kind) => leadKinds[kind].tab === tab);
  if (lists.length < 2) return null;
  return (
    <nav
      aria-label={`${leadKinds[lists[0] ?? current].label} sections`}
      className="mb-6 flex gap-2"
    >
      {lists.map((kind) => (
        <Link
          key={kind}
          to={leadKinds[kind].path}
          className={section(kind === current)}
          aria-current={kind === current ? "page" : undefined}
        >
          {leadKinds[kind].label}
        </Link>
      ))}
    </nav>
  );
}

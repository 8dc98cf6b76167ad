import { ButtonLink } from "~/components/ui/button";
import { SubNav } from "~/components/ui/sub-nav";

const views = [
  { path: "/admin/deals", label: "Board" },
  { path: "/admin/deals/list", label: "List" },
  { path: "/admin/deals/forecast", label: "Forecast" },
] as const;

/** The deals pages' heading and views: board, list, forecast, and a new deal. */
export function DealsNav({ title }: { title: string }) {
  return (
    <div className="mb-3 flex flex-wrap items-end justify-between gap-3 border-slate-200 border-b">
      <div>
        <h2 className="font-bold text-ink text-xl">{title}</h2>
        <SubNav label="Deal views" items={views} look="tabs" className="mt-1" />
      </div>
      <ButtonLink to="/admin/deals/new" size="sm" className="mb-2">
        New deal
      </ButtonLink>
    </div>
  );
}

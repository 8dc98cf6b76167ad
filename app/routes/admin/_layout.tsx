import { Form, Link, Outlet, useLocation, useParams } from "react-router";
import workspaceCss from "~/app.css?url";
import { DashboardNav } from "~/components/dashboard/dashboard-nav";
import { settingsHome } from "~/components/dashboard/settings-nav";
import { ErrorPage } from "~/components/error-page";
import { Button } from "~/components/ui/button";
import { site } from "~/content/site";
import { currentTab } from "~/lib/dashboard";
import { badgeNumber } from "~/lib/my-work";
import { mayUse, mayWorkLists, requireStaffFor } from "~/server/auth/staff-access.server";
import { unassignedByTab } from "~/server/dashboard/nav-counts.server";
import { tabsFor } from "~/server/dashboard/tabs.server";
import { personal } from "~/server/http/responses.server";
import { dueOrOverdueCount } from "~/server/my-work/my-work.server";
import type { Route } from "./+types/_layout";

export { pipeHeaders as headers } from "~/server/http/headers.server";

/** The root layout leaves out the marketing header and footer for the workspace (app/root.tsx). */
export const handle = { workspace: true };

/**
 * The page's inlined stylesheet leaves out the workspace's classes (app/public.css); the whole
 * sheet follows it here, cached by the browser after the first staff page (record 063).
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: workspaceCss }];

/**
 * The staff area's frame: heading, who is signed in, Logout and the tabs this viewer may open,
 * with each list's unassigned count. Each child checks its own area too (requireStaffFor),
 * because a child's request may run without this loader (client navigation, resource routes).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaffFor(request, "dashboard");
  const tabs = tabsFor(viewer).map(({ id, label, path }) => ({ id, label, path }));
  const works = mayWorkLists(viewer.role);
  const [unassigned, dueOrOverdue] = await Promise.all([
    unassignedByTab(viewer),
    works ? dueOrOverdueCount(viewer) : 0,
  ]);
  return personal({
    viewer: { name: viewer.name || viewer.email, role: viewer.role },
    tabs,
    mayEditContent: mayUse(viewer.role, "content"),
    mayReadAnalytics: mayUse(viewer.role, "analytics"),
    mayWorkDeals: mayUse(viewer.role, "deals"),
    unassigned,
    // My work (record 082): every staff member's first tool; an editor's holds content (record 101).
    myWork: { dueOrOverdue },
  });
}

const toolLink = "inline-flex min-h-6 items-center font-medium text-brand-700 hover:underline";

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { viewer, tabs, unassigned, mayEditContent, mayReadAnalytics, mayWorkDeals, myWork } =
    loaderData;
  const settings = settingsHome(viewer.role);
  const { pathname } = useLocation();
  const { kind } = useParams();
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-slate-200 border-b bg-white">
        <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-1 sm:px-4">
          <div className="flex min-w-0 items-baseline gap-3">
            <Link to="/" className="font-semibold text-brand-800 text-sm hover:underline">
              {site.brand}
            </Link>
            <h1 className="font-bold text-ink text-lg">Admin Dashboard</h1>
          </div>
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm max-sm:w-full">
            <p className="min-w-0 truncate text-slate-600 max-sm:flex-1">
              Signed in as {viewer.name} ({viewer.role})
            </p>
            <nav
              aria-label="Workspace tools"
              className="flex flex-wrap items-center gap-x-3 whitespace-nowrap max-sm:order-first max-sm:basis-full"
            >
              {myWork && <MyWorkLink dueOrOverdue={myWork.dueOrOverdue} />}
              {mayEditContent && (
                <Link to="/admin/content" className={toolLink}>
                  Site content
                </Link>
              )}
              {(viewer.role === "admin" || viewer.role === "hr") && (
                <Link to="/admin/meetings" className={toolLink}>
                  Meetings
                </Link>
              )}
              {mayWorkDeals && (
                <Link to="/admin/deals" className={toolLink}>
                  Deals
                </Link>
              )}
              {viewer.role === "admin" && (
                <Link to="/admin/response-times" className={toolLink}>
                  Response times
                </Link>
              )}
              {mayReadAnalytics && (
                <Link to="/admin/analytics" className={toolLink}>
                  Analytics
                </Link>
              )}
              {settings && (
                <Link to={settings} className={toolLink}>
                  Settings
                </Link>
              )}
            </nav>
            <Form method="post" action="/logout">
              <Button type="submit" variant="secondary" size="sm" className="h-8">
                Logout
              </Button>
            </Form>
          </div>
        </div>
        <div className="mx-auto max-w-screen-2xl px-3 sm:px-4">
          <DashboardNav tabs={tabs} current={currentTab(pathname, kind)} counts={unassigned} />
        </div>
      </header>
      <div className="mx-auto max-w-screen-2xl px-3 py-2 sm:px-4">
        <Outlet />
      </div>
    </div>
  );
}

/**
 * My work, with the viewer's follow-ups due today or overdue. The badge is part of the link's
 * name and says what it counts ("3 due today or overdue"), as its title does on hover.
 */
function MyWorkLink({ dueOrOverdue }: { dueOrOverdue: number }) {
  const counted = `${badgeNumber(dueOrOverdue)} due today or overdue`;
  return (
    <Link to="/admin/my-work" className={`${toolLink} gap-1`}>
      My work
      {dueOrOverdue > 0 && (
        <span
          title={counted}
          className="rounded-full bg-amber-100 px-1.5 font-medium text-amber-900 text-xs tabular-nums"
        >
          {badgeNumber(dueOrOverdue)}
          <span className="sr-only"> due today or overdue</span>
        </span>
      )}
    </Link>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} backTo="/admin/dashboard" backLabel="Back to the dashboard" />;
}

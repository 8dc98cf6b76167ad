import { Form, Link, Outlet, useLocation, useParams } from "react-router";
import workspaceCss from "~/app.css?url";
import { DashboardNav } from "~/components/dashboard/dashboard-nav";
import { settingsHome } from "~/components/dashboard/settings-nav";
import { type StaffTool, StaffToolsMenu } from "~/components/dashboard/staff-tools-menu";
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
  const tools: StaffTool[] = [
    ...(mayEditContent ? [{ label: "Site content", to: "/admin/content" }] : []),
    ...(mayEditContent ? [{ label: "Newsletter issues", to: "/admin/newsletter/issues" }] : []),
    ...(viewer.role === "admin" || viewer.role === "hr"
      ? [{ label: "Meetings", to: "/admin/meetings" }]
      : []),
    ...(mayWorkDeals ? [{ label: "Deals", to: "/admin/deals" }] : []),
    ...(viewer.role === "admin" ? [{ label: "Response times", to: "/admin/response-times" }] : []),
    ...(mayReadAnalytics ? [{ label: "Analytics", to: "/admin/analytics" }] : []),
    ...(settings ? [{ label: "Settings", to: settings }] : []),
  ];
  // Compact (record 118): the title row carries My work, a menu of the other tools and Logout;
  // the one row of navigation beneath it is the dashboard's sections, scrolled sideways on phones.
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-slate-200 border-b bg-white">
        <div className="mx-auto flex max-w-screen-2xl items-center justify-between gap-x-3 px-3 py-1 sm:px-4">
          <div className="flex min-w-0 items-baseline gap-3">
            <Link
              to="/"
              className="font-semibold text-brand-800 text-sm hover:underline max-sm:hidden"
            >
              {site.brand}
            </Link>
            <h1 className="truncate font-bold text-base text-ink sm:text-lg">Admin Dashboard</h1>
          </div>
          <div className="flex shrink-0 items-center gap-x-2 text-sm sm:gap-x-3">
            <p className="max-w-[16rem] truncate text-slate-600 max-lg:hidden">
              Signed in as {viewer.name} ({viewer.role})
            </p>
            <nav
              aria-label="Workspace tools"
              className="flex items-center gap-x-3 whitespace-nowrap"
            >
              {myWork && <MyWorkLink dueOrOverdue={myWork.dueOrOverdue} />}
              {tools.length > 0 && (
                <StaffToolsMenu tools={tools} signedInAs={`${viewer.name} (${viewer.role})`} />
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

import { Form, Link, Outlet, useLocation, useParams } from "react-router";
import { DashboardNav } from "~/components/dashboard/dashboard-nav";
import { ErrorPage } from "~/components/error-page";
import { Button } from "~/components/ui/button";
import { currentTab } from "~/lib/dashboard";
import { requireStaffFor } from "~/server/dashboard/access.server";
import { tabsFor } from "~/server/dashboard/tabs.server";
import { personal } from "~/server/http/responses.server";
import type { Route } from "./+types/_layout";

export { pipeHeaders as headers } from "~/server/http/headers.server";

/**
 * The staff area's frame: heading, Logout and the tabs this viewer may open. Each child checks
 * its own area too (requireStaffFor), because a child's request may run without this loader
 * (client navigation, resource routes).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaffFor(request, "dashboard");
  const tabs = tabsFor(viewer).map(({ id, label, path }) => ({ id, label, path }));
  return personal({ viewer: { name: viewer.name || viewer.email, role: viewer.role }, tabs });
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { viewer, tabs } = loaderData;
  const { pathname } = useLocation();
  const { kind } = useParams();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-bold text-3xl">Admin Dashboard</h1>
          <p className="mt-1 text-slate-600">
            Signed in as {viewer.name} ({viewer.role})
          </p>
        </div>
        <div className="flex items-center gap-2">
          {viewer.role === "admin" && (
            <Link to="/admin/settings" className="px-3 py-2 font-medium text-brand-700 text-sm">
              Settings
            </Link>
          )}
          <Form method="post" action="/logout">
            <Button type="submit" variant="secondary">
              Logout
            </Button>
          </Form>
        </div>
      </div>
      <DashboardNav tabs={tabs} current={currentTab(pathname, kind)} />
      <div className="pt-6">
        <Outlet />
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} backTo="/admin/dashboard" backLabel="Back to the dashboard" />;
}

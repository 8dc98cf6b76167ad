import { Tabs } from "radix-ui";
import { useEffect } from "react";
import { data, Form, useNavigate } from "react-router";
import { JobsPanel } from "~/components/dashboard/jobs-panel";
import { LeadList } from "~/components/dashboard/lead-list";
import { UsersTable } from "~/components/dashboard/users-table";
import { Button } from "~/components/ui/button";
import { pageTitle } from "~/content/site";
import { toast } from "~/lib/toast";
import { requireStaff } from "~/server/auth/session.server";
import { dashboardAction } from "~/server/dashboard/actions.server";
import { loadTab, tabsFor } from "~/server/dashboard/tabs.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/admin.dashboard";

const noStore = { "Cache-Control": "private, no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const tabs = tabsFor(viewer);
  // Admin opens on User Management, hr on Job Postings (its only tab).
  const tab = tabs.find((t) => t.id === params.get("tab"))?.id ?? tabs[0]?.id ?? "jobs";
  const content = await loadTab(tab, viewer, params);
  return data(
    { viewer: { name: viewer.name || viewer.email, role: viewer.role }, tabs, content },
    { headers: noStore },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaff(request);
  const answer = await dashboardAction(request, viewer, (await readTextForm(request)) ?? {});
  return data({ ok: answer.ok, toast: answer.toast }, { status: answer.status, headers: noStore });
}

export function meta() {
  return [{ title: pageTitle("Admin Dashboard") }, { name: "robots", content: "noindex" }];
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { viewer, tabs, content } = loaderData;
  const navigate = useNavigate();
  const failed = content.error ?? null;
  useEffect(() => {
    if (failed) toast({ title: failed.title, description: failed.message, variant: "destructive" });
  }, [failed]);

  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-bold text-3xl">Admin Dashboard</h1>
          <p className="mt-1 text-slate-600">
            Signed in as {viewer.name} ({viewer.role})
          </p>
        </div>
        <Form method="post" action="/logout">
          <Button type="submit" variant="secondary">
            Logout
          </Button>
        </Form>
      </div>
      <Tabs.Root
        value={content.tab}
        onValueChange={(tab) => navigate(`?tab=${tab}`)}
        className="mt-8"
      >
        <Tabs.List
          aria-label="Dashboard sections"
          className="flex gap-1 overflow-x-auto border-slate-200 border-b"
        >
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab.id}
              value={tab.id}
              className="-mb-px whitespace-nowrap border-transparent border-b-2 px-4 py-2.5 font-medium text-slate-600 text-sm hover:text-ink data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={content.tab} className="pt-6 outline-none">
          {failed ? (
            <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
              {failed.title}: {failed.message}
            </p>
          ) : content.users ? (
            <UsersTable users={content.users} selfId={content.selfId ?? ""} />
          ) : content.tab === "jobs" ? (
            <JobsPanel view={content.view} jobs={content.jobs} list={content.list} />
          ) : content.list ? (
            <LeadList data={content.list} hidden={{ tab: content.tab }} />
          ) : null}
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

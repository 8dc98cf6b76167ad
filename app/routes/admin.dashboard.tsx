import { data, Form } from "react-router";
import { Button } from "~/components/ui/button";
import { pageTitle } from "~/content/site";
import { requireStaff } from "~/server/auth/session.server";
import type { Route } from "./+types/admin.dashboard";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaff(request);
  return data(
    { name: viewer.name || viewer.email, role: viewer.role },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export function meta() {
  return [{ title: pageTitle("Admin Dashboard") }, { name: "robots", content: "noindex" }];
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-bold text-3xl">Admin Dashboard</h1>
          <p className="mt-1 text-slate-600">
            Signed in as {loaderData.name} ({loaderData.role})
          </p>
        </div>
        <Form method="post" action="/logout">
          <Button type="submit" variant="secondary">
            Logout
          </Button>
        </Form>
      </div>
    </section>
  );
}

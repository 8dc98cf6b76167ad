import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { StatusSelect } from "~/components/dashboard/status-select";
import { StatusBadge } from "~/components/status-badge";
import { pageTitle } from "~/content/site";
import { isLeadListKind, leadLists } from "~/lib/dashboard";
import { can } from "~/server/auth/permissions.server";
import { requireStaff } from "~/server/auth/session.server";
import { dashboardAction } from "~/server/dashboard/actions.server";
import { leadDetail } from "~/server/dashboard/leads.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/admin.record";

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireStaff(request);
  const { kind, id } = params;
  if (!isLeadListKind(kind) || !/^[0-9a-f-]{36}$/.test(id)) throw data(null, { status: 404 });
  const allowed =
    kind === "applications"
      ? can(viewer.role, { applications: ["list"] })
      : can(viewer.role, { leads: ["list"] });
  if (!allowed) throw data(null, { status: 403 });
  const detail = await leadDetail(kind, id);
  if (!detail) throw data(null, { status: 404 });
  return data({ kind, ...detail }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Status changes made on this page go through the dashboard's checks. */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaff(request);
  const answer = await dashboardAction(request, viewer, (await readTextForm(request)) ?? {});
  return data({ ok: answer.ok, toast: answer.toast }, { status: answer.status });
}

export function meta() {
  return [{ title: pageTitle("Record details") }, { name: "robots", content: "noindex" }];
}

const hiddenFields = new Set(["id", "userId", "status", "resumePath"]);
const labels: Record<string, string> = {
  createdAt: "Received",
  jobId: "Job id",
  userId: "Account",
};

function showValue(value: unknown): string {
  if (value instanceof Date) return value.toLocaleString("en-US", { timeZone: "America/Chicago" });
  return value === null || value === undefined || value === "" ? "—" : String(value);
}

export default function RecordDetail({ loaderData }: Route.ComponentProps) {
  const { kind, record, history } = loaderData;
  const list = leadLists[kind];
  const tab = kind === "applications" ? "?tab=jobs&view=applications" : `?tab=${kind}`;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link
        to={`/admin/dashboard${tab}`}
        className="inline-flex items-center gap-1.5 font-medium text-brand-700 text-sm"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to {list.label}
      </Link>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-bold text-2xl">{String(record.name)}</h1>
        <StatusSelect
          kind={kind}
          id={String(record.id)}
          status={String(record.status)}
          label="Status"
        />
      </div>
      <dl className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {Object.entries(record)
          .filter(([key]) => !hiddenFields.has(key))
          .map(([key, value]) => (
            <div key={key} className="grid gap-1 p-4 sm:grid-cols-[10rem_1fr]">
              <dt className="font-medium text-slate-500 text-sm">
                {labels[key] ??
                  key.replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase())}
              </dt>
              <dd className="whitespace-pre-line break-words text-ink">
                {showValue(value as unknown)}
              </dd>
            </div>
          ))}
      </dl>
      <h2 className="mt-10 font-semibold text-lg">Status history</h2>
      {history.length === 0 ? (
        <p className="mt-2 text-slate-600">No changes yet; the record is at its first status.</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {history.map((change) => (
            <li key={change.id} className="flex flex-wrap items-center gap-2 text-sm">
              <time dateTime={change.createdAt.toISOString()} className="text-slate-600">
                {change.createdAt.toLocaleString("en-US", { timeZone: "America/Chicago" })}
              </time>
              <span>{change.changedByEmail ?? "someone"} changed</span>
              {change.fromStatus && <StatusBadge status={change.fromStatus} />}
              <span aria-hidden="true">→</span>
              <span className="sr-only">to</span>
              <StatusBadge status={change.toStatus} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

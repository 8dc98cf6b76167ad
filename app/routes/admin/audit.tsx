import { useLocation } from "react-router";
import { SettingsNav } from "~/components/dashboard/settings-nav";
import { AuditFilters } from "~/components/privacy/audit-filters";
import { AuditTable } from "~/components/privacy/audit-table";
import { site } from "~/content/site";
import { auditActions } from "~/server/audit/audit.server";
import { auditActionLabels } from "~/server/privacy/audit-describe.server";
import { listAudit, readAuditFilter } from "~/server/privacy/audit-log.server";
import type { Route } from "./+types/audit";
import { staffRoute } from "./staff-route.server";

export { settingsMeta as meta } from "~/components/dashboard/settings-nav";
export { pipeHeaders as headers } from "~/server/http/headers.server";

/**
 * The audit log: read and export only; nothing on the site edits or deletes an entry. Names,
 * links, site time and one entry per bulk action (record 069).
 */
export const loader = staffRoute("users").loader(async (_viewer, request) => {
  const filter = readAuditFilter(new URL(request.url).searchParams);
  const actions = auditActions.map((value) => ({ value, label: auditActionLabels[value] }));
  return { filter, actions, timeZone: site.timeZone, ...(await listAudit(filter)) };
});

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { filter, actions, timeZone, entries, hasOlder } = loaderData;
  const { search } = useLocation();
  const withPage = (page: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(page));
    return `?${params}`;
  };
  const exportParams = new URLSearchParams(search);
  exportParams.delete("page");
  return (
    <div className="space-y-3">
      <SettingsNav />
      <h2 className="font-bold text-ink text-lg">Audit log</h2>
      <AuditFilters
        filter={filter}
        actions={actions}
        timeZone={timeZone}
        exportHref={`/admin/audit/export?${exportParams}`}
      />
      <AuditTable
        entries={entries}
        page={filter.page}
        newer={filter.page > 1 ? withPage(filter.page - 1) : null}
        older={hasOlder ? withPage(filter.page + 1) : null}
      />
    </div>
  );
}

import { SettingsPage } from "~/components/dashboard/settings-nav";
import {
  Facts,
  FailureList,
  formatBytes,
  formatUptime,
  Section,
} from "~/components/ops/system-panels";
import { formatDateTime } from "~/lib/dates";
import { retryNow, systemStatus } from "~/server/ops/system.server";
import type { Route } from "./+types/system";
import { staffRoute } from "./staff-route.server";

export { settingsMeta as meta } from "~/components/dashboard/settings-nav";
export { pipeHeaders as headers } from "~/server/http/headers.server";

// Admins only (the users area): the queues carry every list's mail and webhooks (record 104).
const staff = staffRoute("users");

export const loader = staff.loader(() => systemStatus());

export const action = staff.formAction((values) => retryNow(values));

export default function System({ loaderData }: Route.ComponentProps) {
  const { mail, webhooks, inbound, backup, setup, instance } = loaderData;
  return (
    <SettingsPage
      intro={
        <>
          Where to look when mail isn't arriving: what waits to be sent and why it failed, webhooks
          that fail, mail we refused, and the last backup. The setup steps are in
          docs/operations.md.
        </>
      }
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Outgoing mail">
          <Facts
            facts={[
              ["Waiting", mail.waiting],
              ["Failing", mail.failing],
              ["Oldest waiting", mail.oldestAt ? formatDateTime(mail.oldestAt) : "None"],
              ["Sent through", setup.delivery],
              ["From", setup.from],
              ["DKIM", setup.dkim ? `Signed (${setup.dkim})` : "Not signed (no DKIM_ settings)"],
            ]}
          />
          <FailureList
            intent="retry-mail"
            empty="No e-mail is failing."
            items={mail.failures.map((row) => ({
              id: row.id,
              what: `${row.kind} e-mail of ${formatDateTime(row.createdAt)}`,
              attempts: row.attempts,
              error: row.lastError,
              next: row.nextAttemptAt,
            }))}
          />
        </Section>
        <Section title="Webhooks">
          <FailureList
            intent="retry-webhook"
            empty="No webhook delivery is failing."
            items={webhooks.map((row) => ({
              id: row.id,
              what: `${row.event} to ${row.url}`,
              attempts: row.attempts,
              error: row.lastError ?? (row.lastStatus ? `HTTP ${row.lastStatus}` : null),
              next: row.abandonedAt ? null : row.nextAttemptAt,
            }))}
          />
        </Section>
        <Section title="Incoming mail">
          <Facts
            facts={[
              ["Reply domain", setup.inbound ?? "Off (no INBOUND_REPLY_DOMAIN)"],
              ["Refused, last 24 hours", inbound.lastDay],
              ["Refused, kept", inbound.total],
              [
                "Last refused",
                inbound.latest[0]
                  ? `${formatDateTime(inbound.latest[0].createdAt)} (${inbound.latest[0].reason})`
                  : "None",
              ],
            ]}
          />
        </Section>
        <Section title="Backups and this server">
          <Facts
            facts={[
              [
                "Last backup",
                backup.latest
                  ? `${formatDateTime(backup.latest.createdAt)}, ${formatBytes(backup.latest.bytes)}`
                  : backup.configured
                    ? "None yet"
                    : "Not scheduled (no BACKUP_DIR)",
              ],
              ["Backups kept", backup.configured ? backup.keep : "—"],
              ["Database", setup.database],
              [
                "Version",
                instance.builtAt ? `Built ${formatDateTime(instance.builtAt)}` : "Development",
              ],
              ["Node.js", instance.node],
              ["Up for", formatUptime(instance.startedAt)],
            ]}
          />
        </Section>
      </div>
    </SettingsPage>
  );
}

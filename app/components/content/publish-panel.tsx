import { useState } from "react";
import { Link } from "react-router";
import { Panel } from "~/components/ui/panel";
import { ScheduleForm } from "~/components/ui/schedule-form";
import type { ContentStatus } from "~/lib/content/types";
import { formatDateTime } from "~/lib/dates";
import { ContentStatusBadge } from "./content-status";
import { IntentButton } from "./intent-button";

type PanelItem = {
  id: string;
  status: ContentStatus;
  revision: number;
  livePath: string | null;
  previewPath: string;
  publishedAt: string | null;
  scheduledAt: string | null;
  /** The version the schedule publishes, and whether the draft is still exactly it. */
  scheduledVersion: { number: number; isDraft: boolean } | null;
};

/** Where the item stands and what can be done with it: preview, publish, schedule, share. */
export function PublishPanel({ item, timeZone }: { item: PanelItem; timeZone: string }) {
  return (
    <Panel id="publishing" title="Publishing">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <ContentStatusBadge status={item.status} />
        {item.scheduledAt && !item.scheduledVersion && (
          <span>Goes live {formatDateTime(item.scheduledAt)}</span>
        )}
      </p>
      {item.scheduledAt && item.scheduledVersion && (
        <div className="rounded-md bg-sky-50 p-3 text-sky-950 text-sm ring-1 ring-sky-200">
          <p className="font-medium">
            Scheduled: version {item.scheduledVersion.number} will be published on{" "}
            {formatDateTime(item.scheduledAt)}
          </p>
          {!item.scheduledVersion.isDraft && (
            <p className="mt-1">
              The draft has changed since it was scheduled; those changes are not in version{" "}
              {item.scheduledVersion.number}. Schedule again to publish the draft instead.
            </p>
          )}
        </div>
      )}
      {item.publishedAt && (
        <p className="text-slate-600 text-sm">Last published {formatDateTime(item.publishedAt)}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Link
          to={`/admin/content/${item.id}/preview`}
          className="inline-flex h-9 items-center rounded-md border border-slate-300 px-3 font-semibold text-sm hover:bg-slate-50"
        >
          Preview draft
        </Link>
        {item.livePath && (
          <a
            href={item.livePath}
            target="_blank"
            rel="noopener"
            className="inline-flex h-9 items-center rounded-md px-3 font-semibold text-brand-700 text-sm hover:bg-brand-50"
          >
            View live page
          </a>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <IntentButton intent="publish" revision={item.revision} variant="primary">
          Publish now
        </IntentButton>
        {item.livePath && (
          <IntentButton intent="unpublish" variant="dangerGhost">
            Unpublish
          </IntentButton>
        )}
      </div>
      <Schedule
        revision={item.revision}
        scheduled={Boolean(item.scheduledAt)}
        timeZone={timeZone}
      />
      <ShareLink />
    </Panel>
  );
}

/** Publish at a chosen time, or call off the time already chosen. */
function Schedule({
  revision,
  scheduled,
  timeZone,
}: {
  revision: number;
  scheduled: boolean;
  timeZone: string;
}) {
  return (
    <div className="space-y-2 border-slate-100 border-t pt-3">
      <ScheduleForm
        id="publish-at"
        name="publishAt"
        label="Publish at"
        timeZone={timeZone}
        hidden={{ revision }}
        seconds
      />
      {scheduled && (
        <IntentButton intent="cancel-schedule" variant="ghost">
          Cancel the schedule
        </IntentButton>
      )}
    </div>
  );
}

/** A link that shows the draft to someone without an account, for 7 days. */
function ShareLink() {
  const [link, setLink] = useState<string | null>(null);
  return (
    <div className="space-y-2 border-slate-100 border-t pt-3">
      <IntentButton intent="share" onResult={(result) => setLink(result.values?.shareUrl ?? null)}>
        Create share link
      </IntentButton>
      {link && (
        <label className="block text-sm">
          <span className="text-slate-600">Preview link (7 days, no account needed)</span>
          <input
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 block h-9 w-full rounded-md border border-slate-300 px-2 font-mono text-xs"
          />
        </label>
      )}
    </div>
  );
}

import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import type { ContentStatus } from "~/lib/content/types";
import { formatDateTime } from "~/lib/dates";
import type { FormResult } from "~/lib/forms/result";
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
    <section
      aria-labelledby="publishing"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="publishing" className="font-semibold">
        Publishing
      </h3>
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
      <ScheduleForm
        revision={item.revision}
        scheduled={Boolean(item.scheduledAt)}
        timeZone={timeZone}
      />
      <ShareLink />
    </section>
  );
}

function ScheduleForm({
  revision,
  scheduled,
  timeZone,
}: {
  revision: number;
  scheduled: boolean;
  timeZone: string;
}) {
  const fetcher = useFetcher<FormResult>();
  const [error, setError] = useState<string | undefined>();
  useResultToast(fetcher.data, (result) => setError(result.fieldErrors?.publishAt));
  return (
    <div className="space-y-2 border-slate-100 border-t pt-3">
      <fetcher.Form method="post" className="space-y-2">
        <input type="hidden" name="intent" value="schedule" />
        <input type="hidden" name="revision" value={revision} />
        <label htmlFor="publish-at" className="block font-medium text-sm">
          Publish at ({timeZone.replace("_", " ")} time)
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id="publish-at"
            type="datetime-local"
            name="publishAt"
            step={1}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "publish-at-error" : undefined}
            className="h-9 rounded-md border border-slate-300 px-2 text-sm aria-invalid:border-red-600"
          />
          <Button type="submit" size="sm" variant="secondary" disabled={fetcher.state !== "idle"}>
            Schedule
          </Button>
        </div>
        {error && (
          <p id="publish-at-error" className="text-red-700 text-sm">
            {error}
          </p>
        )}
      </fetcher.Form>
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

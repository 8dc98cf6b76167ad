import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import { DescriptionList, factLooks } from "~/components/ui/description-list";
import { Panel } from "~/components/ui/panel";
import { formatDateTime } from "~/lib/dates";
import type { FormResult } from "~/lib/forms/result";

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel id={`system-${title}`} title={title} look="status">
      <div className="mt-2 text-slate-700 text-sm">{children}</div>
    </Panel>
  );
}

/** Label and value pairs, one line each. */
export function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return <DescriptionList pairs={facts} {...factLooks.columns} />;
}

export function RetryButton({ intent, id, label }: { intent: string; id: string; label: string }) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        aria-label={label}
        disabled={fetcher.state !== "idle"}
      >
        Retry now
      </Button>
    </fetcher.Form>
  );
}

type Failure = {
  id: string;
  what: string;
  attempts: number;
  error: string | null;
  next: string | null;
};

/** Failing deliveries as a list (readable on a phone), each with its retry button. */
export function FailureList({
  items,
  intent,
  empty,
}: {
  items: Failure[];
  intent: string;
  empty: string;
}) {
  if (items.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <ul className="mt-2 divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
          <div className="min-w-0">
            <p className="break-all font-medium text-ink">{item.what}</p>
            <p className="text-slate-600">
              {item.attempts} attempts ·{" "}
              {item.next ? `next ${formatDateTime(item.next)}` : "given up"}
            </p>
            {item.error && <p className="break-words text-red-800">{item.error}</p>}
          </div>
          <RetryButton intent={intent} id={item.id} label={`Retry now: ${item.what}`} />
        </li>
      ))}
    </ul>
  );
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

export function formatUptime(startedAt: string, now = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(startedAt)) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  return days > 0
    ? `${days} d ${hours} h`
    : hours > 0
      ? `${hours} h ${minutes % 60} min`
      : `${minutes} min`;
}

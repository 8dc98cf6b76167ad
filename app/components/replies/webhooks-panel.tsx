import { useRef } from "react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import { InputField } from "~/components/ui/field";
import { formatDateTime } from "~/lib/dates";
import type { FormResult } from "~/lib/forms/result";
import { type WebhookEvent, webhookEvents, webhookHeaders } from "~/lib/webhooks";
import type { listWebhookEndpoints } from "~/server/webhooks/endpoints.server";

/** One endpoint as the settings loader lists it, with its latest deliveries. */
export type Endpoint = Awaited<ReturnType<typeof listWebhookEndpoints>>[number];

type Answer = FormResult & { secret?: string };

const stateColour: Record<string, string> = {
  delivered: "text-emerald-700",
  pending: "text-slate-600",
  failed: "text-red-700",
  "given up": "text-red-800",
};

/** The admin's webhooks: add one (its secret shown once), and each one's deliveries. */
export function WebhooksPanel({ endpoints }: { endpoints: Endpoint[] }) {
  return (
    <div className="grid gap-4 xl:grid-cols-[24rem_1fr]">
      <AddWebhookForm />
      <div className="space-y-4">
        {endpoints.length === 0 && (
          <p className="rounded-xl border border-slate-300 border-dashed p-6 text-slate-600 text-sm">
            No webhooks yet.
          </p>
        )}
        {endpoints.map((endpoint) => (
          <EndpointCard key={endpoint.id} endpoint={endpoint} />
        ))}
      </div>
    </div>
  );
}

function AddWebhookForm() {
  const fetcher = useFetcher<Answer>();
  const form = useRef<HTMLFormElement>(null);
  useResultToast(fetcher.data, (result) => {
    if (result.ok) form.current?.reset();
  });
  const errors = fetcher.data?.ok === false ? (fetcher.data.fieldErrors ?? {}) : {};
  const secret = fetcher.data?.ok ? fetcher.data.secret : undefined;
  return (
    <div className="space-y-3">
      <fetcher.Form
        ref={form}
        method="post"
        noValidate
        aria-label="Add a webhook"
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
      >
        <h3 className="font-semibold text-lg">Add a webhook</h3>
        <input type="hidden" name="intent" value="add" />
        <InputField
          id="webhook-url"
          label="Endpoint URL"
          error={errors.url}
          name="url"
          type="url"
          placeholder="https://hooks.example.com/…"
        />
        <fieldset aria-describedby={errors.events ? "webhook-events-error" : undefined}>
          <legend className="font-medium text-ink text-sm">Events</legend>
          {(Object.entries(webhookEvents) as [WebhookEvent, string][]).map(([event, label]) => (
            <label key={event} className="mt-1.5 flex min-h-6 items-center gap-2 text-sm">
              <input type="checkbox" name={`event:${event}`} defaultChecked className="size-4" />
              {label} <code className="text-slate-600 text-xs">{event}</code>
            </label>
          ))}
          {errors.events && (
            <p id="webhook-events-error" className="mt-1.5 text-red-700 text-sm">
              {errors.events}
            </p>
          )}
        </fieldset>
        <fieldset>
          <legend className="font-medium text-ink text-sm">Format</legend>
          <label className="mt-1.5 flex min-h-6 items-center gap-2 text-sm">
            <input type="radio" name="format" value="json" defaultChecked className="size-4" />
            Signed JSON
          </label>
          <label className="mt-1.5 flex min-h-6 items-center gap-2 text-sm">
            <input type="radio" name="format" value="slack" className="size-4" />
            Slack incoming webhook
          </label>
        </fieldset>
        <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
          Add webhook
        </Button>
      </fetcher.Form>
      {secret && (
        <section
          aria-label="Signing secret"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm"
        >
          <p className="font-semibold text-ink">
            Copy the signing secret now: it is not shown again.
          </p>
          <code data-testid="webhook-secret" className="mt-2 block break-all font-mono text-ink">
            {secret}
          </code>
          <p className="mt-2 text-slate-700">
            Each delivery carries <code>{webhookHeaders.signature}: t=…,v1=…</code>: the hex
            HMAC-SHA256 of the timestamp, a dot and the body, with this secret.
          </p>
        </section>
      )}
    </div>
  );
}

function EndpointCard({ endpoint }: { endpoint: Endpoint }) {
  const fetcher = useFetcher<Answer>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const action = (intent: string, label: string, variant: "secondary" | "dangerGhost") => (
    <Button
      type="submit"
      name="intent"
      value={intent}
      size="sm"
      variant={variant}
      disabled={busy}
      className="h-8"
    >
      {label}
    </Button>
  );
  return (
    <section
      aria-label={`Webhook ${endpoint.url}`}
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="break-all font-mono text-ink">{endpoint.url}</p>
          <p className="mt-1 text-slate-600">
            {endpoint.enabled ? "Active" : "Paused"} ·{" "}
            {endpoint.format === "slack" ? "Slack" : "Signed JSON"} · {endpoint.events.join(", ")}
          </p>
        </div>
        <fetcher.Form method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="id" value={endpoint.id} />
          {action("test", "Send test event", "secondary")}
          {action("toggle", endpoint.enabled ? "Pause" : "Resume", "secondary")}
          {action("delete", "Delete", "dangerGhost")}
        </fetcher.Form>
      </div>
      <table className="mt-3 w-full text-left text-xs">
        <caption className="sr-only">Latest deliveries to {endpoint.url}</caption>
        <thead className="text-slate-600">
          <tr>
            <th className="py-1 pr-3 font-medium">Event</th>
            <th className="py-1 pr-3 font-medium">Queued</th>
            <th className="py-1 pr-3 font-medium">State</th>
            <th className="py-1 pr-3 font-medium">Attempts</th>
            <th className="py-1 font-medium">Last answer</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {endpoint.deliveries.length === 0 && (
            <tr>
              <td colSpan={5} className="py-2 text-slate-600">
                Nothing sent yet.
              </td>
            </tr>
          )}
          {endpoint.deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <td className="py-1 pr-3 font-mono">{delivery.event}</td>
              <td className="py-1 pr-3">{formatDateTime(delivery.createdAt)}</td>
              <td className={`py-1 pr-3 font-medium ${stateColour[delivery.state] ?? ""}`}>
                {delivery.state}
              </td>
              <td className="py-1 pr-3">{delivery.attempts}</td>
              <td className="py-1 break-all">
                {delivery.lastError ?? (delivery.lastStatus ? `HTTP ${delivery.lastStatus}` : "—")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

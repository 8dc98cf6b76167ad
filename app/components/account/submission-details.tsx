import { formatDateTime } from "~/lib/dates";
import type { SubmissionDetail } from "~/lib/replies";

/**
 * Under one submission on My Account: what the person sent, how its status moved, and the
 * e-mails sent to them about it. Closed by default so the list stays easy to scan.
 */
export function SubmissionDetails({ detail }: { detail: SubmissionDetail | undefined }) {
  if (!detail) return null;
  const messages = detail.messages.length;
  return (
    <details className="group mt-3 w-full text-sm">
      <summary className="inline-flex min-h-6 cursor-pointer items-center font-medium text-brand-700">
        Details, status history and messages{messages > 0 ? ` (${messages})` : ""}
      </summary>
      <div className="mt-3 grid gap-5 md:grid-cols-2">
        <section aria-label={`What you sent (${detail.reference})`}>
          <h3 className="font-semibold text-ink">What you sent</h3>
          <dl className="mt-2 space-y-1.5">
            {detail.sent.map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-600">{label}</dt>
                <dd className="whitespace-pre-line break-words text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-label={`Status history of ${detail.reference}`}>
          <h3 className="font-semibold text-ink">Status history</h3>
          <ol className="mt-2 space-y-1.5">
            {detail.history.map((step) => (
              <li key={`${step.status}-${step.at}`} className="flex flex-wrap gap-x-2">
                <span className="font-medium text-ink">{step.status}</span>
                <time dateTime={step.at} className="text-slate-600">
                  {formatDateTime(step.at)}
                </time>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <section aria-label={`Messages about ${detail.reference}`} className="mt-5">
        <h3 className="font-semibold text-ink">Messages to you</h3>
        {messages === 0 ? (
          <p className="mt-2 text-slate-600">No messages yet.</p>
        ) : (
          <ul className="mt-2 space-y-3">
            {detail.messages.map((message) => (
              <li key={message.id} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
                <p className="font-medium text-ink">{message.subject}</p>
                <time dateTime={message.at} className="text-slate-600 text-xs">
                  {formatDateTime(message.at)}
                </time>
                <p className="mt-2 whitespace-pre-line break-words text-slate-800">
                  {message.text}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </details>
  );
}

import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { IntentButton } from "./availability-form";

/**
 * The private address of the staff member's own meetings for their calendar app (record 077):
 * copy it, or open it as webcal: so the calendar app subscribes (record 118); make a new one or
 * revoke it if it was shared.
 */
export function MeetingsFeed({ feedUrl }: { feedUrl: string | null }) {
  const [copied, setCopied] = useState(false);
  const webcal = feedUrl?.replace(/^https?:/, "webcal:");
  return (
    <div className="max-w-3xl space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      {feedUrl ? (
        <>
          <p className="break-all rounded-md bg-slate-50 p-2 font-mono text-sm">{feedUrl}</p>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={async () => {
                await navigator.clipboard?.writeText(feedUrl);
                setCopied(true);
              }}
            >
              {copied ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {copied ? "Copied" : "Copy address"}
            </Button>
            <a
              href={webcal}
              className="inline-flex h-9 items-center rounded-md px-3 font-semibold text-brand-700 text-sm hover:bg-brand-50"
            >
              Subscribe in your calendar app
            </a>
            <span aria-live="polite" className="sr-only">
              {copied ? "Address copied" : ""}
            </span>
          </div>
        </>
      ) : (
        <p className="text-slate-600 text-sm">No address yet.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <IntentButton intent="feed-renew">
          {feedUrl ? "Make a new address" : "Make an address"}
        </IntentButton>
        {feedUrl && (
          <IntentButton intent="feed-revoke" variant="dangerGhost">
            Revoke the address
          </IntentButton>
        )}
      </div>
    </div>
  );
}

import { type ReactNode, useRef } from "react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import { namedChoices, SelectOptions } from "~/components/ui/select-options";
import { REPLY_CC_MAX, REPLY_MAX } from "~/lib/forms/reply";
import type { FormResult } from "~/lib/forms/result";

const control =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-ink text-sm shadow-sm aria-invalid:border-red-600";

/**
 * A plain-text reply to the person who sent the record, optionally copied to a few addresses.
 * It goes from the company address under the staff member's name (record 118), and appears in
 * the timeline with its delivery state and copies.
 */
export function ReplyForm({
  to,
  subject,
  snippets,
}: {
  to: string;
  subject: string;
  snippets: { key: string; name: string; body: string }[];
}) {
  const fetcher = useFetcher<FormResult>();
  const form = useRef<HTMLFormElement>(null);
  const body = useRef<HTMLTextAreaElement>(null);
  useResultToast(fetcher.data, (result) => {
    // A saved snippet leaves the reply as it is; a sent reply clears the form.
    if (result.ok && fetcher.formData?.get("intent") === "reply") form.current?.reset();
  });
  const busy = fetcher.state !== "idle";
  const errors = fetcher.data?.ok === false ? (fetcher.data.fieldErrors ?? {}) : {};
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-3">
      <summary className="inline-flex min-h-6 cursor-pointer items-center font-medium text-brand-700 text-sm">
        Reply to {to}
      </summary>
      <fetcher.Form ref={form} method="post" noValidate className="mt-3 space-y-3">
        {snippets.length > 0 && (
          <ReplyField id="reply-snippet" label="Start from a snippet">
            <select
              id="reply-snippet"
              defaultValue=""
              onChange={(event) => {
                const snippet = snippets.find((s) => s.key === event.currentTarget.value);
                if (snippet && body.current) body.current.value = snippet.body;
              }}
              className={control}
            >
              <SelectOptions none="None" choices={namedChoices(snippets, "key")} />
            </select>
          </ReplyField>
        )}
        <ReplyField id="reply-subject" label="Subject">
          <input
            id="reply-subject"
            name="subject"
            defaultValue={subject}
            maxLength={200}
            aria-invalid={errors.subject ? true : undefined}
            className={control}
          />
        </ReplyField>
        <ReplyField id="reply-cc" label="CC (optional)">
          <input
            id="reply-cc"
            name="cc"
            type="text"
            inputMode="email"
            autoComplete="off"
            placeholder="name@example.com, other@example.com"
            aria-describedby="reply-cc-hint"
            aria-invalid={errors.cc ? true : undefined}
            className={control}
          />
          <p
            id="reply-cc-hint"
            className={errors.cc ? "mt-1 text-red-700 text-xs" : "mt-1 text-slate-600 text-xs"}
          >
            {errors.cc ?? `Up to ${REPLY_CC_MAX} addresses, separated by commas.`}
          </p>
        </ReplyField>
        <ReplyField id="reply-body" label="Message (plain text)">
          <textarea
            ref={body}
            id="reply-body"
            name="body"
            rows={6}
            maxLength={REPLY_MAX}
            aria-invalid={errors.body ? true : undefined}
            className={control}
          />
        </ReplyField>
        <p className="text-slate-600 text-xs">
          Sent under your name from the company address; answers come back to this record. "Save as
          snippet" keeps the message, named by its subject, for later replies.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="reply" size="sm" disabled={busy}>
            {busy ? "Sending..." : "Send reply"}
          </Button>
          <Button
            type="submit"
            name="intent"
            value="save-snippet"
            size="sm"
            variant="secondary"
            disabled={busy}
          >
            Save as snippet
          </Button>
        </div>
      </fetcher.Form>
    </details>
  );
}

/** A reply control under its label. */
function ReplyField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-600 text-sm">
        {label}
      </label>
      {children}
    </div>
  );
}

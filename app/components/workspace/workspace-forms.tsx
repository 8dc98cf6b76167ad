import { type ComponentProps, useRef } from "react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import type { FormResult } from "~/lib/forms/result";
import { NOTE_MAX } from "~/lib/forms/workspace";

const control =
  "rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-ink text-sm shadow-sm disabled:opacity-60";
const label = "block font-medium text-slate-600 text-xs uppercase tracking-wide";

type Owner = { id: string; email: string; name: string | null };

/** Who owns the record: any staff member who works its list, or nobody. */
export function OwnerForm({ owners, ownerId }: { owners: Owner[]; ownerId: string | null }) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  const known = !ownerId || owners.some((o) => o.id === ownerId);
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="assign" />
      {/* As wide as the panel allows: staff names with their addresses are long. */}
      <div className="w-full min-w-0">
        <label htmlFor="owner" className={label}>
          Owner
        </label>
        <select
          id="owner"
          name="ownerId"
          defaultValue={ownerId ?? ""}
          key={ownerId ?? ""}
          className={`mt-1 w-full ${control}`}
        >
          <option value="">Unassigned</option>
          {!known && <option value={ownerId ?? ""}>Former staff member</option>}
          {owners.map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.name ? `${owner.name} (${owner.email})` : owner.email}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="sm" variant="secondary" disabled={fetcher.state !== "idle"}>
        Assign
      </Button>
    </fetcher.Form>
  );
}

/** A follow-up's two fields: its date, and its time or none. */
const followUpParts = [
  { id: "follow-up-date", words: "Follow-up date", type: "date", name: "date" },
  { id: "follow-up-time", words: "Time (optional)", type: "time", name: "time" },
] as const;

/** The next step: a date, and a time or none (all day); Clear removes it. */
export function FollowUpForm({ date, time }: { date: string; time: string }) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const errors = fetcher.data?.fieldErrors ?? {};
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-end gap-2" key={`${date}T${time}`}>
      <input type="hidden" name="intent" value="follow-up" />
      {followUpParts.map((part) => (
        <FollowUpPart
          key={part.name}
          {...part}
          defaultValue={{ date, time }[part.name]}
          invalid={Boolean(errors[part.name])}
        />
      ))}
      <Button type="submit" size="sm" variant="secondary" disabled={busy}>
        Save follow-up
      </Button>
      {date && (
        <Button
          type="submit"
          name="intent"
          value="clear-follow-up"
          size="sm"
          variant="ghost"
          disabled={busy}
        >
          Clear
        </Button>
      )}
    </fetcher.Form>
  );
}

/** A follow-up's date or its time, under its label. */
function FollowUpPart({
  id,
  words,
  invalid,
  ...input
}: { id: string; words: string; invalid: boolean } & ComponentProps<"input">) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {words}
      </label>
      <input
        id={id}
        aria-invalid={invalid ? true : undefined}
        className={`mt-1 ${control}`}
        {...input}
      />
    </div>
  );
}

/** A staff note: plain text, up to 5,000 characters; the form empties once it is saved. */
export function NoteForm() {
  const fetcher = useFetcher<FormResult>();
  const form = useRef<HTMLFormElement>(null);
  useResultToast(fetcher.data, (result) => result.ok && form.current?.reset());
  const error = fetcher.data?.fieldErrors?.body;
  return (
    <fetcher.Form method="post" ref={form} className="space-y-2">
      <input type="hidden" name="intent" value="note" />
      <label htmlFor="note" className={label}>
        Add a note
      </label>
      <textarea
        id="note"
        name="body"
        rows={3}
        maxLength={NOTE_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "note-error" : undefined}
        className={`w-full ${control}`}
      />
      {error && (
        <p id="note-error" className="text-red-700 text-sm">
          {error}
        </p>
      )}
      <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
        Add note
      </Button>
    </fetcher.Form>
  );
}

/** The author's delete button on their own note. */
export function RemoveNoteButton({ noteId }: { noteId: string }) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  return (
    <fetcher.Form method="post" className="inline">
      <input type="hidden" name="intent" value="remove-note" />
      <input type="hidden" name="noteId" value={noteId} />
      <Button
        type="submit"
        size="sm"
        variant="dangerGhost"
        className="h-7 px-2"
        disabled={fetcher.state !== "idle"}
      >
        Delete note
      </Button>
    </fetcher.Form>
  );
}

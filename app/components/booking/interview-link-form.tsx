import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import { TextareaField } from "~/components/ui/field";
import type { FormResult } from "~/lib/forms/result";
import { INTERVIEW_NOTE_MAX, interviewInvitation } from "~/lib/interview-invitation";

/**
 * HR sends a candidate the link to book an interview with the HR pool (records 077, 117): the
 * first tap opens the e-mail as the candidate will read it (naming the job, signed by the
 * sender), with room for a personal note; the second sends it.
 */
export function InterviewLinkForm({
  candidateName,
  jobTitle,
  senderName,
}: {
  candidateName: string;
  jobTitle: string | null;
  senderName: string | null;
}) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const opener = useRef<HTMLButtonElement>(null);
  const noteField = useRef<HTMLTextAreaElement>(null);
  const sent = fetcher.state === "idle" && fetcher.data?.ok === true;
  useEffect(() => {
    if (sent) setOpen(false);
  }, [sent]);
  // Focus goes to the note on opening and back to the button on closing.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) noteField.current?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  if (!open)
    return (
      <Button
        ref={opener}
        type="button"
        size="sm"
        variant="secondary"
        onClick={() => setOpen(true)}
      >
        Send interview scheduling link
      </Button>
    );
  const preview = interviewInvitation({
    candidateName,
    jobTitle,
    note,
    senderName,
    url: "[the candidate's booking link]",
  });
  return (
    <fetcher.Form method="post" className="space-y-3" aria-label="Interview scheduling link">
      <input type="hidden" name="intent" value="interview-link" />
      <TextareaField
        id="interview-note"
        label="Personal note"
        optional
        ref={noteField}
        name="note"
        rows={3}
        maxLength={INTERVIEW_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <figure>
        <figcaption className="font-medium text-ink text-sm">Preview: {preview.subject}</figcaption>
        <pre className="mt-1.5 whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-white p-3 font-sans text-slate-800 text-sm">
          {preview.text}
        </pre>
      </figure>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
          Send the link
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setOpen(false)}>
          Not now
        </Button>
      </div>
    </fetcher.Form>
  );
}

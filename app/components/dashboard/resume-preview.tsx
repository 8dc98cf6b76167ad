import { useState } from "react";

/**
 * A PDF résumé in the browser's own viewer, opened on request (each opening is audited as a
 * preview, so it is not loaded with the page). The frame's document is sandboxed by its own
 * response headers (record 074).
 */
export function ResumePreview({
  applicationId,
  candidate,
  fileName,
}: {
  applicationId: string;
  candidate: string;
  fileName: string;
}) {
  const [open, setOpen] = useState(false);
  const src = `/admin/resumes/${applicationId}/preview`;
  return (
    <details
      className="mt-4 rounded-xl border border-slate-200 bg-white"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer rounded-xl px-4 py-2 font-medium text-brand-800 text-sm">
        Preview résumé <span className="font-normal text-slate-600">({fileName})</span>
      </summary>
      {open && (
        <div className="border-slate-200 border-t p-2">
          <iframe
            src={src}
            title={`Résumé of ${candidate}`}
            className="h-[75vh] min-h-96 w-full rounded-md bg-slate-100"
          />
          <p className="mt-1 text-slate-600 text-xs">
            Not showing?{" "}
            <a href={src} target="_blank" rel="noopener" className="text-brand-700 underline">
              Open the PDF in a new tab
            </a>
          </p>
        </div>
      )}
    </details>
  );
}

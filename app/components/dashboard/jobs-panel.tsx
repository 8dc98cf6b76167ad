import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button, buttonStyles } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { SubNav } from "~/components/ui/sub-nav";
import { formatDate } from "~/lib/dates";
import type { FormResult } from "~/lib/forms/result";
import { workplaceLabel } from "~/lib/job-display";
import { leadKinds } from "~/lib/lead-kinds";
import { type EditableJob, JobForm } from "./job-form";

export type Job = EditableJob & { createdAt: string; expired: boolean; applicants: number };

const sections = [
  { path: "/admin/jobs", label: "Job Postings" },
  { path: leadKinds.applications.path, label: "Applications" },
];

/** Job Postings' two sub-tabs, each its own URL. */
export function JobsNav() {
  return <SubNav label="Job Postings sections" items={sections} look="pills" className="mb-6" />;
}

/** The postings: add, edit and delete, newest first. */
export function Postings({ jobs }: { jobs: Job[] }) {
  const [editing, setEditing] = useState<Job | "new" | null>(null);
  // Held here, not in the row: the row is gone by the time the answer arrives.
  const deleter = useFetcher<FormResult>();
  useResultToast(deleter.data);
  return (
    <div className="space-y-6">
      <Button
        variant={editing === "new" ? "secondary" : "primary"}
        aria-expanded={editing === "new"}
        onClick={() => setEditing(editing === "new" ? null : "new")}
      >
        Add New Job Posting
      </Button>
      {editing && (
        <JobForm
          key={editing === "new" ? "new" : editing.id}
          job={editing === "new" ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <section aria-labelledby="current-listings">
        <h2 id="current-listings" className="font-semibold text-lg">
          Current listings
        </h2>
        {jobs.length === 0 ? (
          <p className="mt-3 text-slate-600">No job postings yet.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {jobs.map((job) => (
              <li
                key={job.id}
                className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
              >
                <div>
                  <p className="font-semibold text-ink">
                    {job.title}
                    {job.expired && (
                      <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 align-middle font-medium text-slate-700 text-xs">
                        Expired
                      </span>
                    )}
                  </p>
                  <p className="text-slate-600 text-sm">
                    {job.location} · {job.type} · {workplaceLabel(job.workplaceType)}
                    {job.department && ` · ${job.department}`}
                    {job.expirationDate && ` · expires ${formatDate(job.expirationDate)}`}
                  </p>
                  <p className="mt-1 text-sm">
                    <Link
                      to={`${leadKinds.applications.path}?job=${job.id}`}
                      className="rounded font-medium text-brand-700 underline"
                    >
                      {job.applicants === 1 ? "1 applicant" : `${job.applicants} applicants`}
                    </Link>
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setEditing(job)}
                    aria-label={`Edit ${job.title}`}
                  >
                    Edit
                  </Button>
                  <DeleteJob
                    job={job}
                    onConfirm={() =>
                      deleter.submit({ intent: "delete-job", id: job.id }, { method: "post" })
                    }
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Delete asks first, with the spec's words (§5). */
function DeleteJob({ job, onConfirm }: { job: Job; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      trigger={{
        className: buttonStyles({ size: "sm", variant: "dangerGhost" }),
        "aria-label": `Delete ${job.title}`,
        children: "Delete",
      }}
      title={`Delete “${job.title}”?`}
      description="Are you sure you want to delete this job posting? This may affect existing applications."
      action="Delete"
      onConfirm={onConfirm}
    />
  );
}

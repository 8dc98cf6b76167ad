import { useState } from "react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import { Field, Input, Textarea } from "~/components/ui/field";
import { fieldNames } from "~/lib/forms/fields";
import { jobForm, jobSchema, jobTypes, workplaceLabels, workplaceTypes } from "~/lib/forms/job";
import type { FieldErrors, FormResult } from "~/lib/forms/result";
import { formValues, validateForm } from "~/lib/forms/validate";
import { toast } from "~/lib/toast";

export type EditableJob = {
  id: string;
  title: string;
  location: string;
  type: string;
  expirationDate: string | null;
  description: string | null;
  department: string | null;
  workplaceType: string;
  salaryMin: number | null;
  salaryMax: number | null;
};

const field = fieldNames(jobSchema);

/** Add or edit a job posting. Edit pre-fills the form, the expiry cut to its date part. */
export function JobForm({ job, onDone }: { job: EditableJob | null; onDone: () => void }) {
  const fetcher = useFetcher<FormResult>();
  const [errors, setErrors] = useState<FieldErrors>({});
  useResultToast(fetcher.data, (result) => {
    setErrors(result.fieldErrors ?? {});
    if (result.ok) onDone();
  });
  const pending = fetcher.state !== "idle";
  const prefix = job ? `job-${job.id}` : "job-new";
  return (
    <fetcher.Form
      method="post"
      noValidate
      key={job?.id ?? "new"}
      aria-label={job ? `Edit ${job.title}` : "Add New Job Posting"}
      onSubmit={(event) => {
        // The same check the server makes; nothing is sent until it passes (spec §5).
        const check = validateForm(jobForm, formValues(new FormData(event.currentTarget)));
        setErrors(check.ok ? {} : check.fieldErrors);
        if (!check.ok) {
          event.preventDefault();
          toast(check.toast);
        }
      }}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <input type="hidden" name="intent" value="save-job" />
      {job && <input type="hidden" name="id" value={job.id} />}
      <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
        <Field id={`${prefix}-title`} label="Title" error={errors.title}>
          {(control) => (
            <Input {...control} name={field("title")} defaultValue={job?.title} maxLength={200} />
          )}
        </Field>
        <Field id={`${prefix}-location`} label="Location" error={errors.location}>
          {(control) => (
            <Input
              {...control}
              name={field("location")}
              defaultValue={job?.location}
              maxLength={200}
            />
          )}
        </Field>
        <Field id={`${prefix}-type`} label="Job Type" error={errors.type}>
          {(control) => (
            <select {...control} name={field("type")} defaultValue={job?.type ?? "Full-time"}>
              {[...new Set([...(job ? [job.type] : []), ...jobTypes])].map((type) => (
                <option key={type}>{type}</option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${prefix}-department`} label="Department" optional error={errors.department}>
          {(control) => (
            <Input
              {...control}
              name={field("department")}
              defaultValue={job?.department ?? ""}
              maxLength={100}
            />
          )}
        </Field>
        <Field id={`${prefix}-workplace`} label="Workplace type" error={errors.workplaceType}>
          {(control) => (
            <select
              {...control}
              name={field("workplaceType")}
              defaultValue={job?.workplaceType ?? "on-site"}
            >
              {workplaceTypes.map((type) => (
                <option key={type} value={type}>
                  {workplaceLabels[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={`${prefix}-salary-min`}
          label="Salary from (USD per year)"
          optional
          error={errors.salaryMin}
        >
          {(control) => (
            <Input
              {...control}
              name={field("salaryMin")}
              inputMode="numeric"
              defaultValue={job?.salaryMin ?? ""}
            />
          )}
        </Field>
        <Field
          id={`${prefix}-salary-max`}
          label="Salary to (USD per year)"
          optional
          error={errors.salaryMax}
        >
          {(control) => (
            <Input
              {...control}
              name={field("salaryMax")}
              inputMode="numeric"
              defaultValue={job?.salaryMax ?? ""}
            />
          )}
        </Field>
        <Field
          id={`${prefix}-expires`}
          label="Expiration date"
          optional
          error={errors.expirationDate}
        >
          {(control) => (
            <Input
              {...control}
              type="date"
              name={field("expirationDate")}
              defaultValue={job?.expirationDate?.slice(0, 10) ?? ""}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field
            id={`${prefix}-description`}
            label="Description"
            optional
            error={errors.description}
          >
            {(control) => (
              <Textarea
                {...control}
                name={field("description")}
                defaultValue={job?.description ?? ""}
              />
            )}
          </Field>
        </div>
        <div className="flex gap-3 sm:col-span-2">
          <Button type="submit">{pending ? "Saving..." : job ? "Update Job" : "Add Job"}</Button>
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </fieldset>
    </fetcher.Form>
  );
}

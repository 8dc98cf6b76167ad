import { Button } from "~/components/ui/button";
import { InputField, labelledControls, SelectField, TextareaField } from "~/components/ui/field";
import { useFetcherForm } from "~/components/ui/use-fetcher-form";
import { fieldNames } from "~/lib/forms/fields";
import { jobForm, jobSchema, jobTypes, workplaceLabels, workplaceTypes } from "~/lib/forms/job";
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
  const { fetcher, errors, setErrors } = useFetcherForm((result) => {
    if (result.ok) onDone();
  });
  const pending = fetcher.state !== "idle";
  const prefix = job ? `job-${job.id}` : "job-new";
  const control = labelledControls<ReturnType<typeof field>>(prefix, errors);
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
        <InputField {...control("title", "Title")} defaultValue={job?.title} maxLength={200} />
        <InputField
          {...control("location", "Location")}
          defaultValue={job?.location}
          maxLength={200}
        />
        <SelectField {...control("type", "Job Type")} defaultValue={job?.type ?? "Full-time"}>
          {[...new Set([...(job ? [job.type] : []), ...jobTypes])].map((type) => (
            <option key={type}>{type}</option>
          ))}
        </SelectField>
        <InputField
          {...control("department", "Department")}
          optional
          defaultValue={job?.department ?? ""}
          maxLength={100}
        />
        <SelectField
          {...control("workplaceType", "Workplace type")}
          defaultValue={job?.workplaceType ?? "on-site"}
        >
          {workplaceTypes.map((type) => (
            <option key={type} value={type}>
              {workplaceLabels[type]}
            </option>
          ))}
        </SelectField>
        <InputField
          {...control("salaryMin", "Salary from (USD per year)")}
          optional
          inputMode="numeric"
          defaultValue={job?.salaryMin ?? ""}
        />
        <InputField
          {...control("salaryMax", "Salary to (USD per year)")}
          optional
          inputMode="numeric"
          defaultValue={job?.salaryMax ?? ""}
        />
        <InputField
          {...control("expirationDate", "Expiration date")}
          optional
          type="date"
          defaultValue={job?.expirationDate?.slice(0, 10) ?? ""}
        />
        <div className="sm:col-span-2">
          <TextareaField
            {...control("description", "Description")}
            optional
            defaultValue={job?.description ?? ""}
          />
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

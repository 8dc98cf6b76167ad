import { useEffect, useRef } from "react";
import { Button, ButtonLink } from "~/components/ui/button";
import { InputField } from "~/components/ui/field";
import type { FormResult } from "~/lib/forms/result";
import { resumeProblem, resumeRules } from "~/lib/forms/resume";
import { toast } from "~/lib/toast";
import type { Viewer } from "~/lib/viewer";
import { FormGuards, type FormMeta } from "./form-guards";
import { FormStatus } from "./form-status";
import { PersonFields } from "./person-fields";
import { PrivacyNotice } from "./privacy-notice";
import { useFormSubmission } from "./use-form-submission";

/** Answers about the file itself (too large, wrong type): the chosen file is cleared. */
const fileRefused = new Set([413, 415]);

/**
 * The inline application form of one job, posting its multipart body to the careers page's
 * action. With scripts the answer is a toast; without, the page renders it above the form.
 */
export function ApplyForm({
  jobId,
  jobTitle,
  viewer,
  initialMeta,
  plainPost,
  onDone,
}: {
  jobId: string;
  jobTitle: string;
  viewer: Viewer | null;
  initialMeta: FormMeta;
  plainPost?: FormResult;
  onDone: () => void;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Opening the form moves keyboard focus into it.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>("input[name=name]")?.focus();
  }, []);
  const clearFile = () => {
    if (fileRef.current) fileRef.current.value = "";
  };
  const { Form, formProps, pending, fieldErrors, meta, defaults } = useFormSubmission({
    // The search keeps this job's form open when a plain post renders the answer.
    action: `/careers?apply=${jobId}`,
    encType: "multipart/form-data",
    loadForm: () => import("~/lib/forms/application").then((m) => m.applicationForm),
    initialMeta,
    plainPost,
    check: (formData) => {
      const file = formData.get("resume");
      const problem = file instanceof File && file.size > 0 ? resumeProblem(file) : null;
      if (problem) clearFile();
      return problem;
    },
    onSuccess: onDone,
    onFailure: (result) => {
      if (fileRefused.has(result.status)) clearFile();
    },
  });

  return (
    <Form
      ref={formRef}
      {...formProps}
      aria-label={`Apply for ${jobTitle}`}
      className="relative mt-6 space-y-4 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:p-6"
    >
      <FormStatus result={plainPost} />
      <FormGuards meta={meta} />
      <input type="hidden" name="jobId" value={jobId} />
      <fieldset disabled={pending} className="space-y-4">
        <PersonFields
          idPrefix={`apply-${jobId}`}
          viewer={viewer}
          errors={fieldErrors}
          company={false}
          messageOptional
          defaults={defaults}
        />
        <InputField
          id={`apply-${jobId}-resume`}
          label="Resume (PDF, DOC or DOCX, up to 4.5 MB)"
          optional
          ref={fileRef}
          type="file"
          name="resume"
          accept={resumeRules.accept}
          className="file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-700"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            const problem = file ? resumeProblem(file) : null;
            if (problem) {
              toast(problem);
              event.currentTarget.value = "";
            }
          }}
        />
        <PrivacyNotice kind="application" idPrefix={`apply-${jobId}`} error={fieldErrors.consent} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit">{pending ? "Submitting..." : "Submit Application"}</Button>
          <ButtonLink to="/careers" variant="secondary" preventScrollReset replace>
            Cancel
          </ButtonLink>
        </div>
      </fieldset>
    </Form>
  );
}
